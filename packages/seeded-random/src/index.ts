/**
 * The one seeded random source of the offline engines (story writer and illustrator). A seed fully
 * decides a story or a picture, so these functions must never change what they return for a seed:
 * stored books are redrawn from their seeds.
 */

/** mulberry32: a fast 32-bit PRNG; returns a stream of floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit FNV-1a of `text`, mixed with `seed`; derives seeds from names and scene descriptions. */
export function hashString(text: string, seed = 0): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** An item of a non-empty list, chosen by one draw of `next`. */
export function pickWith<T>(next: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error('Cannot pick from an empty list');
  return items[Math.floor(next() * items.length)] as T;
}
