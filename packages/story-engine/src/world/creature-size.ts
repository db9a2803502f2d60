import { isSpeciesId, speciesEntry } from '@studio/species';

/**
 * Creatures of the settings that are too big to be carried home in a child's arms, to cry "in a tiny
 * voice" or to leave footprints "no bigger than buttons": the species table's sizes say which.
 */
const sizeOf = (noun: string) => (isSpeciesId(noun) ? speciesEntry(noun).size : 'big');

/** Whether a child can carry the creature home, and it can be called tiny. */
export const isLittle = (noun: string): boolean => sizeOf(noun) === 'tiny' || sizeOf(noun) === 'small';

/** Whether the creature is little and walks, so it leaves tiny footprints. */
export const isLittleWalker = (noun: string): boolean => isLittle(noun) && isSpeciesId(noun) && speciesEntry(noun).feet;

/** Whether the creature can pick a thing up and keep it: one with feet or claws (a mouse, a robin, a crab), never a snail, a starfish or a goldfish. */
export const canCarry = (noun: string): boolean => isSpeciesId(noun) && speciesEntry(noun).feet;
