/** Words that say a thing is wanted, asked for, waited or saved for, or not got. */
const WANTING = /\b(?:want(?:s|ed|ing)?|wish(?:ed|es|ing)?|ask(?:s|ed|ing)?|beg(?:s|ged|ging)?|sav(?:e|ed|es|ing)|longed|not yet|jar|jealous|disappointed|hoped|could not wait)\b/i;
/** A first sentence that has the thing already: "had her very first phone", "had a new bike". */
const HAS_IT = /\bhad (?:a |an |her |his |their )?(?:very first |brand[- ]new |new |own )/i;

/**
 * Whether a book tells a wanted thing as wanted (round 14's census): its first pages say the wanting and name the thing
 * (its `head` word), and its first sentence does not already give it to the hero.
 */
export function toldAsWanting(pages: readonly string[], head: string): boolean {
  const opening = pages.slice(0, 3).join(' ');
  const first = pages[0]?.split(/(?<=[.!?])\s/)[0] ?? '';
  const names = new RegExp(`\\b${head.replace(/[-']/g, '.').split(' ')[0]}`, 'i');
  return WANTING.test(opening) && names.test(pages.join(' ')) && !HAS_IT.test(first);
}
