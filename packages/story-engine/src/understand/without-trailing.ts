/**
 * A theme's last phrase of purpose, place or company ("going to the bakery with grandpa FOR A BUN", "the climbing wall AT
 * THE LEISURE CENTRE", "learning to play tennis WITH GRANDMA") taken off, for a reader that read nothing of the whole:
 * held-out read 43 told all three as a lullaby or a sparrow rescue, though each reader knew the words before the phrase.
 * One phrase at a time, the last first; nothing shorter than two words is left.
 */
export function withoutTrailing(theme: string): string | undefined {
  const shorter = TRAILING.exec(theme.trim())?.[1]?.trim();
  return shorter && /\s/.test(shorter) ? shorter : undefined;
}

/** The last "for …", "to buy …", "at …", "with …" of a theme, and what comes before it. */
const TRAILING = /^(.+)\s+(?:for|to (?:buy|get|see|watch|meet|visit|pick up)|at|in|on|with|after|before|during)\s+[^,;]+$/i;
