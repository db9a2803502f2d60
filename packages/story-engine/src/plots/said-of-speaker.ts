import type { CastMember } from '../cast/cast-member';
import type { Wording } from '../world/catalogue';

/**
 * Whether a catalogue line about the one the moment belongs to ({who}, {whohe}, {whohis}) would be said by that very one:
 * "She might forget the words, but she remembers the songs," whispered by Grandpa of his own dementia (read 37). A line
 * about someone is said by someone else, or not at all.
 */
export function saidOfTheSpeaker(wording: Wording, who: string, speaker: Pick<CastMember, 'name'> | undefined): boolean {
  const lines = typeof wording === 'string' ? [wording] : wording;
  return speaker !== undefined && speaker.name === who && lines.some((line) => /\{who(?:he|his)?\}/.test(line));
}
