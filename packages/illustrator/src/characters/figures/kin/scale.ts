import type { Size } from '@studio/species';

/** How big a kind is drawn next to a child (1). */
export const SIZE_SCALE: Record<Size, number> = { tiny: 0.5, small: 0.64, medium: 0.8, big: 1 };
