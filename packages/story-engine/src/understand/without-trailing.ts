/**
 * A theme's last phrase of purpose, place or company ("going to the bakery with grandpa FOR A BUN", "the climbing wall AT
 * THE LEISURE CENTRE", "learning to play tennis WITH GRANDMA") taken off, for a reader that read nothing of the whole:
 * held-out read 43 told all three as a lullaby or a sparrow rescue, though each reader knew the words before the phrase.
 * One phrase at a time, the last first; nothing shorter than two words is left. A habit sheds only who it is learnt with,
 * and only where learning is said ("being gentle with the new baby" is no skill of being gentle).
 */
export function withoutTrailing(theme: string, { company = false } = {}): string | undefined {
  const shorter = (company ? WITH_SOMEONE : TRAILING).exec(theme.trim())?.[1]?.trim();
  return shorter && /\s/.test(shorter) ? shorter : undefined;
}

/** The last "for …", "to buy …", "at …" of a theme, and what comes before it ("with …" is the day reader's own company). */
const TRAILING = /^(.+)\s+(?:for|to (?:buy|get|see|watch|meet|visit|pick up)|at|in|on|after|before|during)\s+[^,;]+$/i;

/** The last "with …" of a theme: the one a skill is learnt with. */
const WITH_SOMEONE = /^(.+)\s+with\s+[^,;]+$/i;
