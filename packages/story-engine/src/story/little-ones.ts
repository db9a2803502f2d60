/**
 * The beats of a book for the very young that a reader of nine to twelve hears as babyish (issue 28, round 9): a hand
 * held for courage, a sticker, a picture for the fridge or in crayon, "Wow!" and "Yay!", standing a little
 * taller, a happy little tune, counting to three with a grown-up. A catalogue line in one of these is not chosen
 * for an older reader while the line has another wording (`plots/older-theme.ts`).
 */
const LITTLE_ONES = /\b(?:held|holding|hold|squeezed|gripped)\s+(?:on\s+)?(?:tight\s+)?(?:to\s+)?\{grownup\}'s hand\b|\bhand in hand\b|\bholding hands\b|\bstickers?\b(?! with the price)|\bcrayons?\b|\bon the fridge\b|\bWow!|\bYay!|\bHooray!|\b(?:stood|feel|felt) (?:a little )?taller\b|\bhappy little tune\b|\bsmall smile\b|\bcounted to three with\b/i;

/** Whether a line is one of the little ones' beats. */
export const isForLittleOnes = (line: string): boolean => LITTLE_ONES.test(line);
