import type { EntryKit } from '../round-13-kit';
import { GARDEN_NEST, HATCHING_EGGS, PET_LITTER, PET_NEW_HOMES } from './born';
import { PET_CONE, PET_ESCAPED, POORLY_PET } from './care';
import { CAT_HUNTS, FOSTERING_A_PET, PET_CHEWED, PET_TRICKS } from './doings';
import { PET_SCARED, TORTOISE_WINTER } from './fears-and-seasons';

/**
 * Round 13b's entries: the family pet's life events and animals at home, each told of the animal the theme names
 * (`world/pet-words.ts`). In match order, before the fears and the activities: a dog scared of the hoover is the dog's
 * fear, not the child's; a cone after an operation no hospital stay; a hamster loose in the house no search of the
 * streets; a rabbit that is poorly no sick day of the hero's. The young going to new homes before their birth, a nest
 * before the garden birds, a cat that hunts before a pet that chewed.
 */
export const PET_EVENT_KITS: readonly EntryKit[] = [
  PET_NEW_HOMES, PET_LITTER, HATCHING_EGGS, GARDEN_NEST, PET_ESCAPED, PET_CONE, PET_SCARED, TORTOISE_WINTER, POORLY_PET, CAT_HUNTS, PET_CHEWED, FOSTERING_A_PET, PET_TRICKS,
];
