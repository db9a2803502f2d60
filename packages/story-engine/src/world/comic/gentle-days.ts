/**
 * Days of worry or loss that are not `tender` (the catalogue keeps that for grief and illness at home), where a joke
 * would be at the child's expense or beside the point: being bullied, a pet lost, a friend fallen out with, money tight.
 * A wish for "funnier" keeps their gentle voice and says so, as on a sad theme, and no comic beat lands in them (round 16:
 * "{pal} pulled the crossest face in the world" was told on the bullying book).
 */
const GENTLE_DAYS: ReadonlySet<string> = new Set([
  'being-bullied', 'sadness', 'left-out', 'lost-pet', 'old-pet', 'poorly-pet', 'two-homes', 'someone-hurt', 'sibling-ill',
  'friend-ill', 'money-tight', 'got-lost', 'bitten-at-nursery', 'pet-new-homes', 'blamed', 'worries', 'falling-out', 'hospital',
]);

/** Whether a plot (`theme:<id>`) tells a day of worry or loss that keeps its gentle voice. */
export const keepsGentleVoice = (plotId: string): boolean => plotId.startsWith('theme:') && GENTLE_DAYS.has(plotId.slice('theme:'.length));
