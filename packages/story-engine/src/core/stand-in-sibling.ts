/**
 * The names a brother or sister the theme speaks of is given when the cast has none ({sibname}): Sam, or Alex when the
 * cast has a Sam already. A name all the same, so a joined sentence keeps its capital ("…, and Sam had walked").
 */
export const STAND_IN_SIBLINGS = ['Sam', 'Alex'] as const;
