/**
 * Creatures of the settings that are too big to be carried home in a child's arms, to cry "in a tiny
 * voice" or to leave footprints "no bigger than buttons".
 */
const BIG: ReadonlySet<string> = new Set([
  'deer', 'reindeer', 'seal', 'seal pup', 'goat', 'lamb', 'piglet', 'pony', 'eagle', 'hawk', 'space whale', 'turtle', 'badger', 'white goose',
]);

/** Creatures that leave no footprints. */
const FOOTLESS: ReadonlySet<string> = new Set(['snail', 'starfish', 'eel', 'seahorse', 'goldfish', 'comet puff']);

/** Whether a child can carry the creature home, and it can be called tiny. */
export const isLittle = (noun: string): boolean => !BIG.has(noun);

/** Whether the creature is little and walks, so it leaves tiny footprints. */
export const isLittleWalker = (noun: string): boolean => isLittle(noun) && !FOOTLESS.has(noun);
