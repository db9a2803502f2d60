/**
 * A theme that says the family goes ("a day at the zoo with my family", "a family trip to the seaside", "with mum and
 * dad"): the company is Mum or Dad, at any age (`CompanyAsked.withFamily`), never a friend from down the road made up.
 */
const FAMILY_SAID = /\b(?:with|and) (?:my|our|the) (?:whole |big )?family\b|\bfamily (?:day out|days? out|trip|outing|holiday|day|walk|visit|picnic)\b|\bwith (?:my |our )?(?:mum|mummy|mom|dad|daddy|mam) and (?:my |our )?(?:mum|mummy|mom|dad|daddy|mam)\b|\bwith (?:my |our )?parents\b/i;

export const familySaidIn = (theme: string | undefined): boolean => FAMILY_SAID.test(theme ?? '');
