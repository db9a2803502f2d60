import type { CastMember } from './cast-member';

/** A small act of one of the cast, as a clause after their name ("had saved Mia the best place, right beside her"). */
type Act = (member: CastMember, hero: CastMember) => string;

/**
 * What a friend's trait looks like on the day, done to or beside the hero: a kind friend saves the hero a place, a shy
 * one stands close enough to bump elbows. A trait told as a simile or a habit ("laughed whenever she was happy") was a
 * line of book after book (issue 28, round 11); a trait with no act here is only named.
 */
const TRAIT_ACTS: readonly [RegExp, Act][] = [
  [/\b(?:brave|adventurous|daring|bold)\b/i, () => `had already gone to peek round the next corner`],
  [/\bcurious\b/i, () => `had asked three questions before anyone had even said hello`],
  [/\b(?:kind|caring|kind hearted|helper|helpful)\b/i, (m, hero) => `had saved ${hero.name} the best place, right beside ${m.him}`],
  [/\bshy\b/i, (_m, hero) => `stood so close to ${hero.name} that their elbows bumped`],
  [/\b(?:funny|cheeky|mischievous|silly)\b/i, (_m, hero) => `had already made ${hero.name} snort with laughter once that morning`],
  [/\b(?:clever|thoughtful|smart|wise)\b/i, () => `had brought a spare of everything, just in case`],
  [/\b(?:gentle|sensitive|calm)\b/i, (_m, hero) => `noticed when ${hero.name} went quiet, and stayed close without a word`],
  [/\b(?:loud|chatty|never stops talking|talkative)\b/i, () => `said hello to everyone there, some of them twice`],
  [/\b(?:sporty|energetic|full of energy|active)\b/i, (m) => `${m.was} hopping from one foot to the other, ready to go`],
  [/\b(?:creative|artistic)\b/i, (m) => `had a pencil tucked behind ${m.his} ear, in case there was something to draw`],
  [/\bbossy\b/i, () => `had a plan for the whole day already, and told everyone it`],
  [/\bstubborn\b/i, () => `had decided it would be a good day, and that was that`],
  [/\bdreamy\b/i, () => `kept stopping to look at things nobody else had noticed`],
  [/\bgrumpy\b/i, () => `said it was all a bit silly, and came anyway`],
  [/\balways hungry\b/i, () => `had already asked what was for lunch`],
  [/\bloves to sing\b/i, (m) => `hummed under ${m.his} breath the whole way`],
];

/** "Ana was kind, and she had saved Mia the best place, right beside her.": a friend's traits, shown by the first that has an act. */
export function traitShown(member: CastMember, hero: CastMember): string | undefined {
  const traits = member.traits.slice(0, 2);
  if (traits.length === 0) return undefined;
  const act = traits.map((trait) => TRAIT_ACTS.find(([words]) => words.test(trait))?.[1]).find((found) => found !== undefined);
  return act ? `${member.name} was ${traits.join(' and ')}, and ${member.he} ${act(member, hero)}.` : `${member.name} was ${traits.join(' and ')}.`;
}
