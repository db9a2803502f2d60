/**
 * A place a theme names as where a journey goes ("our car breaking down ON THE WAY TO the seaside", "a flat tyre on the
 * drive home from grandma's") is not where its moment happens: the moment is on the road. Held-out read 37 told "The
 * breakdown was on the seaside." with rock pools and sandy toes while the family waited behind the barrier. The words
 * without that journey's end are the ones to read a place of the moment from.
 */
export const withoutJourneysEnd = (theme: string): string => theme.replace(JOURNEYS_END, '').trim();

/** "on the way to …", "on the drive home from …", "on our way back from …", "halfway to …": to the end of the theme. */
const JOURNEYS_END = /\s*\b(?:(?:on|along)\s+(?:the|our|my|his|her|their)\s+(?:(?:long|short|early|big|first)\s+)?(?:way|drive|journey|road|trip|ride|car journey)|halfway|en route)\s+(?:(?:home|back|there)\s+)?(?:to|from|home|back)\b.*$/i;

/**
 * Where the journey was going, as a line says it after "on the way": "to the seaside", "to Nan's", "home from the beach".
 * None when the theme names no journey's end.
 */
export function journeysEnd(theme: string): string | undefined {
  const end = END.exec(theme)?.[1]?.trim();
  if (!end) return undefined;
  // "to our caravan" is the family's, said in the book as "the caravan"; "to my nan's" is "to Nan's".
  return end.replace(/\b(?:my|our|his|her|their)\s+(\p{L}+['’]s)\b/giu, (_all, whose: string) => whose.charAt(0).toUpperCase() + whose.slice(1)).replace(/\b(?:my|our)\b/gi, 'the');
}

const END = /\b(?:on|along)\s+(?:the|our|my|his|her|their)\s+(?:(?:long|short|early|big|first)\s+)?(?:way|drive|journey|road|trip|ride|car journey)\s+((?:(?:home|back)\s+)?(?:to|from)\s+[^,.;]+?|home|back)\s*$/i;
