/**
 * A short laugh ("Max laughed.", "She giggled till she snorted.") answers the sentence before it: a little listener's
 * band split "Uncle Joe pulled and pulled, and caught an old welly boot, and Max laughed" in two and dropped the joke
 * as the heavier half, leaving a laugh at nothing (round 16). The joke stays while its laugh does; the laugh may go.
 */
const BARE_LAUGH = /^(?:[^\s,]+ ){0,4}(?:giggled|laughed|chuckled|grinned|giggle)\b[^,]*\.$/;

export function keepsItsJoke(sentences: readonly string[], index: number): boolean {
  const next = sentences[index + 1] ?? '';
  return !(BARE_LAUGH.test(next) && next.split(/\s+/).length <= 8);
}
