import type { SettingKit } from '../world/setting-kit';
import type { CastMember } from '../cast/cast-member';
import { familyOfWord, isOfFamily } from '../cast/family-words';
import { capitalize } from '../core/text';
import { kinPattern } from '../core/kin-words';

/** "at grandma's house", "to nana's", "at my uncle's flat": a day the parent puts at a family grown-up's home. */
const AT_KIN_HOUSE = new RegExp(String.raw`\b(?:at|to|in) (?:my |his |her |their |our )?(${kinPattern({ relation: ['grandparent', 'aunt-uncle'] })})(?:['’]s|s['’]?)(?= (?:house|home|flat|place|cottage)\b|\s*$|[.,!;])`, 'i');

/**
 * The house a story at home is told in when the parent's words put the day at a grandma's or an uncle's ("Christmas at
 * grandma's house", notes "it's at nana's"): the home kit, with that house as its place, named as the cast names them
 * ("Nani Asha's house"), else by the family word. The hero still lives at home; the day is spent there.
 */
export function kinHouseKit(words: string, cast: readonly CastMember[], home: SettingKit): SettingKit | undefined {
  const said = AT_KIN_HOUSE.exec(words);
  if (!said || home.id !== 'home') return undefined;
  const word = said[1]!.toLowerCase();
  const family = familyOfWord(word);
  const name = (family ? cast.find((member) => isOfFamily(member, family))?.name : undefined) ?? capitalize(word);
  const theirs = (thing: string) => thing.replace(/^the (?=\p{L})/u, `${name}'s `).replace(/\bthe house\b/, `${name}'s house`);
  return {
    ...home, place: `${name}'s house`, inPlace: `at ${name}'s`, richPlace: `${name}'s warm and busy house`,
    landmarks: home.landmarks.map(theirs), gatheringPlaces: home.gatheringPlaces.map(theirs), feelings: home.feelings.map(theirs),
  };
}
