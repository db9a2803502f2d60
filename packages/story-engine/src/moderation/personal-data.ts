/** Personal details a parent should keep out of a story: e-mail addresses, phone numbers, street addresses. */
export interface PersonalDataHit {
  what: 'an e-mail address' | 'a phone number' | 'a street address';
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** Digit runs with the usual separators; counted afterwards so "3 bears" or "2024" never match. */
const PHONE_CANDIDATE = /(?<![\w.])\+?\(?\d[\d\s().-]{5,}\d(?![\w])/g;
const STREET_SUFFIX =
  'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Court|Ct|Close|Crescent|Place|Pl|Terrace|Gardens|Square|Row|Hill';
/** "12 Oak Street", "221B Baker St": a house number, capitalised name words, a street word. */
const STREET_ADDRESS = new RegExp(`\\b\\d{1,5}[A-Za-z]?,?\\s+(?:[A-Z][\\w'-]*\\s+){1,3}(?:${STREET_SUFFIX})\\b`);
/** "12 oak street": lower-case addresses only with an unmistakable street word. */
const LOWERCASE_STREET_ADDRESS = /\b\d{1,5}[a-z]?\s+[a-z]+\s+(?:street|avenue|boulevard|st\.|ave\.)(?!\w)/i;

export function findPersonalData(text: string): PersonalDataHit | undefined {
  if (EMAIL.test(text)) return { what: 'an e-mail address' };
  for (const candidate of text.match(PHONE_CANDIDATE) ?? []) {
    const digits = candidate.replace(/\D/g, '').length;
    if (digits >= 7 && digits <= 15) return { what: 'a phone number' };
  }
  if (STREET_ADDRESS.test(text) || LOWERCASE_STREET_ADDRESS.test(text)) return { what: 'a street address' };
  return undefined;
}
