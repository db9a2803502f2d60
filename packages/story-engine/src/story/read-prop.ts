import { plainPhrase } from '../core/text';
import { namesSomeone } from '../understand/read-notes';

/**
 * Finds something a parent asked to include ("add a red balloon", "include a rainbow") in the notes, so
 * the story can carry it. Only short, plain noun phrases are taken.
 */
export function readProp(notes: string | undefined): string | undefined {
  if (!notes) return undefined;
  // "walks with a stick" is how someone gets about, not a thing to bring along.
  const requests = [...notes.matchAll(/(?<!\b(?:walks?|walked|walking|gets about|goes about)\s)\b(?:add|include|with|put in|have)\s+(an?\s+[\p{L} -]{2,40}?)(?=[.,;!\n]|$| and )/giu)]
    // "we have a new puppy called Biscuit" is someone to meet, not something to carry (`readNotes` casts them).
    // "a parrot called Captain" is someone, not a thing brought along "just in case" and never seen again.
    .filter((request) => !namesSomeone(request[0]) && !/\b(?:called|named)\s+\S/i.test(request[1] ?? ''));
  const last = requests.at(-1)?.[1];
  return plainPhrase(last);
}
