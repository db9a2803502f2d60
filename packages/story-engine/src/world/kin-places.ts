/**
 * A family grown-up's own place or pet as the theme's centre ("grandpa's allotment", "helping grandma in her garden",
 * "my auntie's dog"): the day is spent there with them, doing what they do there, never at the hero's own patch or
 * next door. The catalogue's garden and pet entries read these words; `understand/read-company.ts` takes the person.
 */
import { kinPattern } from '../core/kin-words';

/** A family grown-up as parents type them, with the possessive the place takes. */
const KIN = `(?:great[- ]?)?${kinPattern({ relation: ['grandparent', 'aunt-uncle', 'godparent'], plural: true })}`;
const OWNED = `(${KIN})(?:'s|’s|s'|s)?`;

/** "grandpa's allotment", "nana's garden", "grandad's shed": a garden of theirs, to work in with them. */
export const KIN_GARDEN = new RegExp(`\\b${OWNED} (?:big |little |new |old )?(?:garden|allotment|greenhouse|shed|vegetable patch|veg patch)\\b|\\b(?:help\\w*|with) (?:my |our )?(${KIN}) (?:\\w+ ){0,2}(?:at|in|on|down|up) (?:his|her|their|the) (?:garden|allotment|greenhouse|vegetable patch|veg patch)\\b`, 'i');

/** "grandma's cat", "my uncle's dog", "nana's chickens": their animal, met and cared for at their house. */
export const KIN_PET = new RegExp(`\\b${OWNED} (?:new |old |little |big )?(?:cat|dog|kitten|puppy|rabbit|bunny|guinea pig|hamster|budgie|parrot|tortoise|chicken|hen|pet)s?\\b`, 'i');

/**
 * "staying at dad's for the weekend", "weekends at mum's": a parent's own home, another than the child's every day, where
 * the child stays (two homes).
 */
export const PARENT_HOME = /\b(?:stay(?:s|ing)?|weekends?|nights?|sleep(?:s|ing)? over|sleep(?:s|ing)?) (?:\w+ ){0,3}at (?:my )?(dad|daddy|mum|mummy|mom)(?:'s|’s|s)(?! (?:friend|work|office|shop)\b)/i;

/**
 * "great-grandma's 100th birthday", "my uncle's 40th birthday", "mum's birthday": a family grown-up's birthday, however
 * many years it counts, which is never the child's own, nor a friend's party.
 */
export const GROWN_UP_BIRTHDAY = new RegExp(`\\b(?:${KIN}|${kinPattern({ relation: 'parent' })})(?: [a-z]+)?(?:'s|’s|s') (?:\\d+(?:st|nd|rd|th) |big |special |surprise )?birthday\\b`, 'i');

/** An aunt or an uncle: family grown-ups whose home is no grandparent's. */
const AUNT_OR_UNCLE = kinPattern({ relation: 'aunt-uncle' });

/**
 * "my auntie's house", "a day with my uncle", "nonna's kitchen", "grandma and grandpa's caravan", "spending the summer
 * at grandma's": days at a family grown-up's home, with them.
 */
export const KIN_HOUSE = new RegExp(`\\b(${AUNT_OR_UNCLE})(?:'s|’s|s) (?:house|home|flat|place|cottage)\\b|\\b${OWNED} (?:kitchen|caravan|bungalow|farmhouse)\\b|\\b(?:day|days|weekend|afternoon|time) (?:out )?with (?:my |our )?(${AUNT_OR_UNCLE})\\s*$|\\b(?:summer|week|holidays?|half[- ]term|easter holidays|nights?) (?:at|with) (?:my |our )?${OWNED}(?!\\S)`, 'i');

/** An aunt's or an uncle's day: theirs, not a grandparent's. */
export const AUNT_OR_UNCLE_NAMED = new RegExp(`\\b${AUNT_OR_UNCLE}\\b`, 'i');

/** "helping grandma in her garden", "helping my uncle": the one helped, whose doing it is. */
const HELPING_KIN = new RegExp(`\\bhelp(?:ing|s|ed)? (?:my |our )?(${KIN})\\b`, 'i');

/** Any family grown-up a garden's theme names: it is their garden ("gardening with grandad"). */
export const KIN_NAMED = new RegExp(`\\b${KIN}\\b`, 'i');

/**
 * The family word of the grown-up whose place, pet or doing the theme is ("grandpa's allotment" → "grandpa", "helping
 * grandma in her garden" → "grandma"), or nothing.
 */
export function kinOfPlace(theme: string | undefined): string | undefined {
  const text = theme ?? '';
  const said = KIN_GARDEN.exec(text) ?? KIN_PET.exec(text) ?? HELPING_KIN.exec(text) ?? PARENT_HOME.exec(text) ?? KIN_HOUSE.exec(text);
  return said?.slice(1).find((word) => word !== undefined)?.toLowerCase().replace(/^great[- ]?/, '');
}
