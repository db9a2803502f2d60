import type { AgeGroup, Character, Setting } from '@studio/contracts/stories';
import { parentAlong } from '../idea/family-along';
import { metChild } from './met-child';

/** Places a story makes up, where a crab or a star who talks is part of the make-believe at any age. */
const MADE_UP_PLACES: readonly Setting[] = ['under the sea', 'space', 'castle', 'snow'];

/** Readers who know a robin from the garden does not talk about music. */
const OLDER_READERS: readonly AgeGroup[] = ['6-8', '9-12'];

export interface CompanyAsked {
  seed: number;
  /** The cast as the parent and the idea give it, hero among them. */
  characters: readonly Character[];
  age: AgeGroup;
  setting: Setting;
  /** The story is told at its event away from home (a show, a day out), where a child goes with a friend. */
  atAnEventOut: boolean;
  /** The day is a school day, where the friend is one from class. */
  schoolDay?: boolean;
  /** The story is a real day of the child's (a catalogue theme: the dentist, Eid, a new baby), not a make-believe plot. */
  realDay?: boolean;
  /** The theme is a creature the child loves ("dragons"): one of them is the companion. */
  lovesACreature: boolean;
  /** The family makes the journey (`CatalogueTheme.withFamily`): Mum or Dad goes along at any age. */
  withFamily?: boolean;
  /** Whose moment it is ("mum in hospital"): never the parent to go along. */
  owner?: string;
  /** The story is about a friend the pages call only "{his} friend" (`friendOnlyInTheTheme`): no second child stands in. */
  friendInTheTheme?: boolean;
  /** The hero is apart from the family's grown-up through the middle (lost in the shop): a friend is along, never Mum or Dad. */
  lostFrom?: boolean;
  /** The hero is dropped off (a sleepover, a friend's party): no Mum or Dad is made up to stay; the host is, when the theme names one. */
  dropOff?: boolean;
  /** The family's grown-up whose home a drop-off stay is at ("a sleepover at nonna's": Nonna, `stay-host.ts`). */
  stayHost?: Character;
}

/**
 * The companion the engine invents for a child the parent gave no one to be with. At an event away from home it is a
 * friend with a name from six ("Sam", never "her friend" for a whole book), and Mum or Dad for a younger child but at school. A reader of six to twelve knows a mouse
 * from the garden does not talk: out of a made-up place, the one invented is a named friend, or Mum or Dad at home —
 * never a robin who says "You know more about music than anyone". So does a younger child's real day (`realDay`). Nothing (a
 * creature, as before) for the rest.
 */
export function inventedCompanion(asked: CompanyAsked): Character | undefined {
  const { seed, characters, age, setting } = asked;
  const friend = () => metChild(seed, characters);
  // "Her friend told everyone her secret" is that friend's story: Mum or Dad goes along, never an Omar beside the friend.
  if (asked.friendInTheTheme) return parentAlong(characters, asked.owner);
  if (asked.lostFrom) return friend();
  // A night at nonna's "all on her own" is spent with Nonna, never with a Mum who stays after waving goodbye.
  if (asked.dropOff) return asked.stayHost ?? friend();
  // A child under six is taken to a day out by a grown-up of the family, not by a friend from down the road: "He held
  // Dad's hand on the platform" is Dad's book. At school, the friend is met in class.
  if (asked.withFamily) return parentAlong(characters, asked.owner) ?? friend();
  if (asked.atAnEventOut) return OLDER_READERS.includes(age) || asked.schoolDay ? friend() : (parentAlong(characters, asked.owner) ?? friend());
  // Under six, a make-believe plot may give the child a creature to go with; a real day (the catalogue's) is spent with
  // people: a mouse best friend who calls "Three cheers" or a robin in the bedroom at night is not true to the day.
  if ((!OLDER_READERS.includes(age) && asked.realDay !== true) || asked.lovesACreature || MADE_UP_PLACES.includes(setting)) return undefined;
  return setting === 'home' ? (parentAlong(characters, asked.owner) ?? friend()) : friend();
}
