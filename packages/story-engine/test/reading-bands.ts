import type { AgeGroup } from '@studio/contracts/stories';

/** The hardest standard Flesch–Kincaid grade a book for each age group may read at: the band the product promises. */
export const MAX_GRADE: Record<AgeGroup, number> = { '0-2': 2, '3-5': 2, '6-8': 4, '9-12': 7 };
