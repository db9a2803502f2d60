/**
 * The themes the built-in story writer tells as the story itself (issue 28), grouped by kind: the web
 * offers them beside the free-text theme field, and the engine's catalogue has one entry for each id.
 */

export const THEME_KINDS = ['moment', 'festival', 'feeling', 'interest'] as const;
export type ThemeKind = (typeof THEME_KINDS)[number];

export const THEME_KIND_LABELS: Record<ThemeKind, string> = {
  moment: 'Big moments',
  festival: 'Festivals and celebrations',
  feeling: 'Feelings',
  interest: 'Things they love',
};

export interface BuiltInTheme {
  id: string;
  kind: ThemeKind;
  /** As a parent would type it into the theme field. */
  label: string;
}

export const BUILT_IN_THEMES: readonly BuiltInTheme[] = [
  { id: 'dentist', kind: 'moment', label: 'Going to the dentist' },
  { id: 'doctor', kind: 'moment', label: 'A visit to the doctor' },
  { id: 'hospital', kind: 'moment', label: 'A stay in hospital' },
  { id: 'haircut', kind: 'moment', label: 'A first haircut' },
  { id: 'new-baby', kind: 'moment', label: 'A new baby in the family' },
  { id: 'moving-house', kind: 'moment', label: 'Moving house' },
  { id: 'first-day', kind: 'moment', label: 'Starting nursery or school' },
  { id: 'wobbly-tooth', kind: 'moment', label: 'Losing a first tooth' },
  { id: 'potty', kind: 'moment', label: 'Using the potty' },
  { id: 'own-bed', kind: 'moment', label: 'Sleeping in their own bed' },
  { id: 'sleepover', kind: 'moment', label: 'A first sleepover' },
  { id: 'storm', kind: 'moment', label: 'A thunderstorm' },
  { id: 'new-pet', kind: 'moment', label: 'A new pet' },
  { id: 'grandparent-visit', kind: 'moment', label: 'Grandma comes to stay' },
  { id: 'lost-pet', kind: 'moment', label: 'A lost pet' },
  { id: 'learning-to-swim', kind: 'moment', label: 'Learning to swim' },
  { id: 'learning-to-ride', kind: 'moment', label: 'Learning to ride a bike' },
  { id: 'first-flight', kind: 'moment', label: 'A first flight' },
  { id: 'two-homes', kind: 'moment', label: 'Two homes' },
  { id: 'diwali', kind: 'festival', label: 'Diwali' },
  { id: 'eid', kind: 'festival', label: 'Eid' },
  { id: 'christmas', kind: 'festival', label: 'Christmas' },
  { id: 'hanukkah', kind: 'festival', label: 'Hanukkah' },
  { id: 'lunar-new-year', kind: 'festival', label: 'Lunar New Year' },
  { id: 'birthday', kind: 'festival', label: 'A birthday' },
  { id: 'wedding', kind: 'festival', label: 'A wedding' },
  { id: 'easter', kind: 'festival', label: 'Easter' },
  { id: 'halloween', kind: 'festival', label: 'Halloween' },
  { id: 'ramadan', kind: 'festival', label: 'Ramadan' },
  { id: 'holi', kind: 'festival', label: 'Holi' },
  { id: 'thanksgiving', kind: 'festival', label: 'Thanksgiving' },
  { id: 'courage', kind: 'feeling', label: 'Being brave' },
  { id: 'jealousy', kind: 'feeling', label: 'Feeling jealous' },
  { id: 'anger', kind: 'feeling', label: 'Big angry feelings' },
  { id: 'sharing', kind: 'feeling', label: 'Sharing' },
  { id: 'saying-sorry', kind: 'feeling', label: 'Saying sorry' },
  { id: 'patience', kind: 'feeling', label: 'Waiting and patience' },
  { id: 'new-food', kind: 'feeling', label: 'Trying new food' },
  { id: 'kindness', kind: 'feeling', label: 'Kindness' },
  { id: 'worries', kind: 'feeling', label: 'Worries and nerves' },
  { id: 'sadness', kind: 'feeling', label: 'Feeling sad or missing someone' },
  { id: 'friendship', kind: 'feeling', label: 'Making friends' },
  { id: 'shyness', kind: 'feeling', label: 'Feeling shy' },
  { id: 'honesty', kind: 'feeling', label: 'Telling the truth' },
  { id: 'being-different', kind: 'feeling', label: 'Being different' },
  { id: 'mistakes', kind: 'feeling', label: 'Making mistakes' },
  { id: 'dinosaurs', kind: 'interest', label: 'Dinosaurs' },
  { id: 'space-rockets', kind: 'interest', label: 'Space and rockets' },
  { id: 'trains', kind: 'interest', label: 'Trains' },
  { id: 'football', kind: 'interest', label: 'Football' },
  { id: 'diggers', kind: 'interest', label: 'Diggers and trucks' },
  { id: 'ballet', kind: 'interest', label: 'Ballet and dancing' },
  { id: 'pirates', kind: 'interest', label: 'Pirates' },
  { id: 'fire-engines', kind: 'interest', label: 'Fire engines' },
  { id: 'bugs', kind: 'interest', label: 'Bugs and minibeasts' },
  { id: 'horses', kind: 'interest', label: 'Horses and ponies' },
  { id: 'baking', kind: 'interest', label: 'Baking and cooking' },
  { id: 'gardening', kind: 'interest', label: 'Gardening' },
  { id: 'music', kind: 'interest', label: 'Music and singing' },
  { id: 'art', kind: 'interest', label: 'Painting and drawing' },
  { id: 'sharks', kind: 'interest', label: 'Sharks and sea creatures' },
  { id: 'camping', kind: 'interest', label: 'Camping' },
];
