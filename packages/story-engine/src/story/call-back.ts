import type { Remembered, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { castFromCharacter, heroIndexOf } from '../cast/cast-member';
import { MAKING_A_FRIEND } from '../plots/making-a-friend';
import type { RoledText } from './roled-text';

/** The lines a next adventure gives the earlier book, and the page each goes on. */
export interface CallBack {
  /** After page 1's opening line: where they went and whom they met, in the past before the story. */
  opening?: string;
  /** On the last page, before its closing line: the thing of the earlier book, thought of again. */
  closing?: string;
}

/**
 * A next adventure's nod to the earlier book (issue 33), on one or two pages: "Not long ago, Mia and Pip
 * had made friends with a hedgehog at the old oak tree." and "Mia thought of the blue feather from their
 * last adventure and smiled." Nothing when the story follows no book or nothing of it is remembered.
 */
export function callBackFor(idea: StoryIdea, inputs: StoryInputs): CallBack {
  const remembered: Remembered | undefined = inputs.follows?.remembered;
  const characters = idea.characters.length > 0 ? idea.characters : inputs.characters;
  if (!remembered || characters.length === 0) return {};
  const hero = castFromCharacter(characters[heroIndexOf(characters)]!);
  // A story about meeting the pal cannot have them remember an adventure together.
  const pal = idea.plot === MAKING_A_FRIEND.id ? undefined : characters.find((character) => character.name.trim() !== hero.name && character.kind !== 'grown-up');
  const who = pal ? `${hero.name} and ${pal.name.trim()}` : hero.name;
  const their = pal ? 'their' : hero.his;
  // A friend met now would be no memory: the earlier book's creature is left out when it is in this cast.
  const friend = remembered.friend && !characters.some((character) => sameWords(character.name, remembered.friend!) || (character.species && remembered.friend!.endsWith(` ${character.species}`)))
    ? remembered.friend
    : undefined;
  const opening = friend
    ? `Not long ago, ${who} had made friends with ${friend}${remembered.place ? ` ${remembered.place}` : ''}.`
    : remembered.place && `Not long ago, ${who} had a big adventure ${remembered.place}.`;
  const closing = remembered.thing && `${hero.name} thought of ${remembered.thing} from ${their} last adventure and smiled.`;
  return { ...(opening && { opening }), ...(closing && { closing }) };
}

/** The story with its call-back lines in place; they stay whatever else is dropped to fit the reading band. */
export function withCallBack({ pages, roles }: RoledText, callBack: CallBack): RoledText {
  const result = pages.map((sentences) => [...sentences]);
  const resultRoles = roles.map((page) => [...page]);
  const insert = (page: number, at: (length: number) => number, line: string | undefined) => {
    if (!line || !result[page]) return;
    const index = at(result[page].length);
    result[page].splice(index, 0, line);
    resultRoles[page]?.splice(index, 0, 'kept');
  };
  insert(0, (length) => Math.min(1, length), callBack.opening);
  insert(result.length - 1, (length) => Math.max(0, length - 1), callBack.closing);
  return { pages: result, roles: resultRoles };
}

/** The page's text without the call-back lines, for reading what its picture shows: a memory is not drawn. */
export function withoutCallBack(sentences: readonly string[], callBack: CallBack): string {
  return sentences.filter((sentence) => sentence !== callBack.opening && sentence !== callBack.closing).join(' ');
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
