/**
 * When in the real event each of a catalogue entry's middle lines happens (round 16): the plot's slots put an entry's lines
 * in one fixed order (first detail, first and second tries, setback, second detail, choice, last try), but the lines belong
 * to different moments of the day: "At the airport, Arlo watched the suitcases" came after "The plane had long wings", the
 * safety demonstration after take-off. A line's phase says where it falls, so the plot tells them as they happen.
 */

/** The moments of an event, in the order they come. The turn is the big moment; what comes after it is the resolution's. */
export const PHASES = ['before', 'arriving', 'waiting', 'during', 'big', 'after'] as const;
export type Phase = (typeof PHASES)[number];

/** The middle's lines, each filling a slot: the first and second details, the three tries, the setback and the choice. */
export type MiddleSlot = 'detail0' | 'try0' | 'try1' | 'setback' | 'detail1' | 'choice' | 'try2';
export const MIDDLE_SLOTS: readonly MiddleSlot[] = ['detail0', 'try0', 'try1', 'setback', 'detail1', 'choice', 'try2'];

/** A line nobody tagged is where its slot puts it: the slots' own order is the middle of an ordinary day. */
const BY_SLOT: Record<MiddleSlot, Phase> = { detail0: 'arriving', try0: 'arriving', try1: 'waiting', setback: 'during', detail1: 'during', choice: 'during', try2: 'during' };

/**
 * Lines read and placed by hand, where the slot's place is not the line's: a practice at home ('before') in a try's slot, a
 * waiting room after the room itself, a choice of seat made at the door. Keyed by entry id; a variant's lines are its own.
 */
const TAGGED: Readonly<Record<string, Partial<Record<MiddleSlot, Phase>>>> = {
  'science-fair': { try0: 'before', try1: 'before', detail0: 'arriving', detail1: 'waiting', choice: 'waiting', setback: 'during', try2: 'during' },
  'school-play': { try0: 'before', try1: 'before', detail0: 'arriving', detail1: 'waiting', choice: 'waiting', setback: 'waiting', try2: 'waiting' },
  'sports-day': { try0: 'before', detail0: 'arriving', detail1: 'arriving', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'spelling-bee': { try0: 'before', detail0: 'arriving', choice: 'arriving', detail1: 'waiting', try1: 'during', setback: 'during', try2: 'during' },
  'music-recital': { try0: 'before', detail0: 'arriving', try1: 'waiting', detail1: 'waiting', choice: 'waiting', setback: 'waiting', try2: 'during' },
  'dance-show': { try0: 'before', detail0: 'arriving', choice: 'arriving', try1: 'waiting', detail1: 'waiting', setback: 'during', try2: 'during' },
  'parade': { try0: 'before', detail0: 'arriving', choice: 'arriving', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'karate-grading': { try0: 'before', detail0: 'arriving', try1: 'waiting', setback: 'waiting', detail1: 'waiting', choice: 'waiting', try2: 'during' },
  'football-match': { try0: 'before', detail0: 'arriving', choice: 'arriving', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'cake-sale': { try0: 'before', detail0: 'arriving', choice: 'arriving', detail1: 'arriving', try1: 'during', setback: 'during', try2: 'during' },
  'museum': { detail0: 'arriving', choice: 'arriving', try0: 'during', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'funfair': { detail0: 'arriving', detail1: 'arriving', try0: 'during', try1: 'during', choice: 'during', setback: 'during', try2: 'during' },
  'zoo': { detail0: 'arriving', try0: 'arriving', try1: 'during', choice: 'during', detail1: 'during', setback: 'during', try2: 'during' },
  'show-and-tell': { try0: 'before', detail0: 'arriving', try1: 'waiting', detail1: 'waiting', choice: 'waiting', setback: 'during', try2: 'during' },
  'pancake-day': { try0: 'before', try1: 'before', detail0: 'arriving', detail1: 'arriving', choice: 'arriving', setback: 'during', try2: 'during' },
  'world-book-day': { detail0: 'arriving', try0: 'arriving', choice: 'arriving', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'team-captain': { detail0: 'arriving', try0: 'arriving', detail1: 'waiting', choice: 'waiting', try1: 'during', setback: 'during', try2: 'during' },
  'photo-day': { detail0: 'arriving', detail1: 'waiting', setback: 'waiting', try0: 'during', try1: 'during', choice: 'during', try2: 'during' },
  'school-photo': { try0: 'before', detail0: 'arriving', detail1: 'arriving', setback: 'waiting', choice: 'waiting', try1: 'during', try2: 'during' },
  'parents-evening': { try0: 'arriving', try1: 'waiting', choice: 'waiting', detail0: 'during', detail1: 'during', setback: 'during', try2: 'during' },
  'school-council': { try0: 'before', try1: 'before', setback: 'before', choice: 'before', detail0: 'before', detail1: 'arriving', try2: 'arriving' },
  'non-uniform-day': { try0: 'before', try1: 'before', choice: 'before', try2: 'before', setback: 'before', detail0: 'before', detail1: 'before' },
  'dentist': { try0: 'before', try1: 'arriving', detail1: 'waiting', choice: 'waiting', try2: 'waiting', detail0: 'waiting', setback: 'waiting' },
  'doctor': { try0: 'before', try1: 'waiting', detail0: 'during', detail1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'haircut': { try0: 'waiting', detail0: 'waiting', try1: 'waiting', detail1: 'waiting', setback: 'waiting', choice: 'waiting', try2: 'waiting' },
  'moving-house': { try0: 'before', try1: 'before', detail1: 'before', choice: 'before', detail0: 'arriving', setback: 'during', try2: 'during' },
  'sleepover': { try0: 'before', detail0: 'arriving', try1: 'during', detail1: 'during', choice: 'during', setback: 'during', try2: 'during' },
  'learning-to-swim': { detail0: 'arriving', detail1: 'arriving', choice: 'arriving', try0: 'during', try1: 'during', setback: 'during', try2: 'during' },
  'learning-to-ride': { detail0: 'arriving', detail1: 'arriving', choice: 'arriving', try0: 'during', try1: 'during', setback: 'during', try2: 'during' },
  'first-flight': { try0: 'arriving', detail0: 'waiting', choice: 'waiting', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'glasses': { detail0: 'arriving', try0: 'arriving', try1: 'waiting', detail1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'car-journey': { detail0: 'arriving', choice: 'arriving', try0: 'during', try1: 'during', detail1: 'during', setback: 'during', try2: 'during' },
  'back-to-work': { try0: 'before', detail1: 'before', try1: 'arriving', detail0: 'arriving', try2: 'waiting', choice: 'waiting', setback: 'waiting' },
  'pancakes': { detail0: 'arriving', try0: 'arriving', try1: 'arriving', detail1: 'waiting', choice: 'waiting', setback: 'during', try2: 'during' },
  'new-kid': { detail0: 'arriving', detail1: 'arriving', setback: 'waiting', try0: 'during', try1: 'during', choice: 'during', try2: 'during' },
  'first-day': { detail0: 'arriving', try0: 'arriving', try1: 'waiting', setback: 'waiting', detail1: 'during', choice: 'during', try2: 'during' },
  'own-bed': { try0: 'before', try1: 'before', detail1: 'before', choice: 'before', detail0: 'waiting', setback: 'waiting', try2: 'waiting' },
  'storm': { detail0: 'arriving', try0: 'arriving', try1: 'waiting', setback: 'during', detail1: 'during', choice: 'during', try2: 'during' },
  'swimming-gala': { detail0: 'arriving', try0: 'arriving', detail1: 'arriving', try1: 'waiting', choice: 'waiting', setback: 'waiting', try2: 'during' },
  'choir-audition': { try0: 'before', detail0: 'arriving', try1: 'waiting', setback: 'waiting', choice: 'waiting', detail1: 'during', try2: 'during' },
  'jab': { try0: 'waiting', try1: 'waiting', detail0: 'during', setback: 'during', detail1: 'during', choice: 'during', try2: 'during' },
  'hospital-visit': { try0: 'before', choice: 'before', detail0: 'arriving', try1: 'arriving', setback: 'arriving', detail1: 'arriving', try2: 'waiting' },
  'someone-starts-school': { detail0: 'before', try0: 'before', try1: 'before', detail1: 'arriving', choice: 'arriving', setback: 'waiting', try2: 'waiting' },
  'grandparent-visit': { detail0: 'arriving', try0: 'arriving', choice: 'arriving', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'chess': { detail0: 'arriving', detail1: 'arriving', choice: 'arriving', try0: 'during', try1: 'during', setback: 'during', try2: 'during' },
  'wedding': { try0: 'before', try1: 'before', detail1: 'arriving', detail0: 'waiting', setback: 'waiting', choice: 'waiting', try2: 'waiting' },
  'birthday': { try0: 'before', try1: 'before', detail0: 'waiting', setback: 'waiting', detail1: 'waiting', choice: 'waiting', try2: 'waiting' },
  'halloween': { try0: 'before', choice: 'before', detail0: 'during', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'christmas': { detail0: 'before', try1: 'before', setback: 'before', detail1: 'before', try0: 'waiting', choice: 'waiting', try2: 'waiting' },
  'diwali': { try0: 'before', choice: 'arriving', detail0: 'during', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'thanksgiving': { try0: 'before', try1: 'before', setback: 'before', choice: 'arriving', detail0: 'during', detail1: 'during', try2: 'during' },
  'mothers-day': { detail0: 'before', try0: 'before', choice: 'before', try1: 'arriving', setback: 'waiting', detail1: 'waiting', try2: 'during' },
  'talent-show': { try0: 'before', try1: 'before', choice: 'before', detail0: 'waiting', setback: 'waiting', detail1: 'waiting', try2: 'during' },
  'lemonade-stand': { detail0: 'before', try0: 'before', try1: 'before', choice: 'before', detail1: 'arriving', setback: 'during', try2: 'during' },
  'vet': { try0: 'before', choice: 'before', detail0: 'waiting', try1: 'waiting', setback: 'waiting', detail1: 'during', try2: 'during' },
  'friend-moves-away': { detail0: 'before', try0: 'before', try1: 'before', detail1: 'before', setback: 'waiting', choice: 'waiting', try2: 'waiting' },
  'bedtime': { detail0: 'before', choice: 'before', try0: 'waiting', try1: 'waiting', setback: 'waiting', detail1: 'waiting', try2: 'waiting' },
  'train-ride': { detail0: 'arriving', try0: 'arriving', try1: 'waiting', setback: 'waiting', detail1: 'waiting', choice: 'waiting', try2: 'waiting' },
  'bus-ride': { detail0: 'arriving', try0: 'arriving', detail1: 'arriving', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'boat-trip': { detail0: 'arriving', try0: 'arriving', choice: 'arriving', try1: 'during', setback: 'during', detail1: 'during', try2: 'during' },
  'cinema': { detail0: 'arriving', try0: 'arriving', choice: 'arriving', try1: 'waiting', setback: 'waiting', detail1: 'waiting', try2: 'during' },
  'restaurant': { detail0: 'arriving', choice: 'arriving', try0: 'waiting', try1: 'waiting', setback: 'waiting', detail1: 'waiting', try2: 'waiting' },
  'ice-skating': { detail0: 'arriving', detail1: 'arriving', choice: 'arriving', try0: 'during', try1: 'during', setback: 'during', try2: 'during' },
  'hatching-eggs': { detail0: 'before', detail1: 'before', try0: 'waiting', try1: 'waiting', setback: 'waiting', choice: 'waiting', try2: 'during' },
  'pet-escaped': { detail0: 'before', try0: 'before', try1: 'before', detail1: 'before', choice: 'before', setback: 'waiting', try2: 'waiting' },
  'dummy-goodbye': { detail0: 'before', detail1: 'before', try0: 'waiting', try1: 'waiting', choice: 'waiting', setback: 'waiting', try2: 'waiting' },
  'music-exam': { try0: 'before', try1: 'before', detail0: 'arriving', detail1: 'arriving', setback: 'during', choice: 'during', try2: 'during' },
  'passover': { try0: 'before', try1: 'before', detail0: 'arriving', choice: 'arriving', setback: 'during', detail1: 'during', try2: 'during' },
  'holiday-abroad': { detail0: 'before', try0: 'arriving', try1: 'arriving', setback: 'arriving', detail1: 'waiting', choice: 'waiting', try2: 'during' },
  'fundraising': { detail0: 'before', detail1: 'arriving', try0: 'during', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'pet-died': { detail1: 'before', detail0: 'arriving', try0: 'arriving', try1: 'waiting', setback: 'during', choice: 'during', try2: 'during' },
  'tadpoles': { try0: 'before', try1: 'arriving', setback: 'waiting', detail0: 'during', detail1: 'during', choice: 'during', try2: 'during' },
  'tortoise-winter': { detail0: 'before', try0: 'before', try1: 'before', detail1: 'arriving', setback: 'during', choice: 'during', try2: 'during' },
  'pet-new-homes': { detail1: 'before', detail0: 'arriving', try0: 'arriving', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'vaisakhi': { try0: 'arriving', detail1: 'arriving', detail0: 'waiting', choice: 'waiting', try1: 'during', setback: 'during', try2: 'during' },
  'rosh-hashanah': { detail0: 'before', try0: 'before', setback: 'before', choice: 'before', try1: 'arriving', detail1: 'during', try2: 'during' },
  'watching-a-match': { try0: 'arriving', detail0: 'waiting', try1: 'waiting', detail1: 'waiting', choice: 'waiting', setback: 'during', try2: 'during' },
  'teacher-leaving': { try0: 'before', detail0: 'arriving', try1: 'arriving', setback: 'waiting', detail1: 'waiting', choice: 'waiting', try2: 'during' },
  'party-guest': { detail0: 'before', try0: 'arriving', detail1: 'arriving', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'cooking-dinner': { detail0: 'before', detail1: 'before', try0: 'during', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'first-shoes': { try0: 'arriving', detail0: 'waiting', try1: 'waiting', setback: 'during', detail1: 'during', choice: 'during', try2: 'during' },
  'residential': { detail0: 'arriving', try0: 'arriving', detail1: 'waiting', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'parcel': { detail0: 'waiting', try0: 'waiting', try1: 'waiting', setback: 'waiting', detail1: 'waiting', choice: 'waiting', try2: 'waiting' },
  'ice-cream-van': { try1: 'before', detail1: 'before', detail0: 'arriving', try0: 'arriving', setback: 'arriving', choice: 'arriving', try2: 'during' },
  'forgotten-kit': { detail0: 'waiting', try0: 'waiting', try1: 'waiting', setback: 'waiting', detail1: 'waiting', choice: 'waiting', try2: 'during' },
  'secondary-school': { try0: 'arriving', detail0: 'arriving', try1: 'during', setback: 'during', detail1: 'during', choice: 'during', try2: 'during' },
  'scouting': { detail0: 'arriving', detail1: 'arriving', try0: 'during', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'car-breakdown': { try0: 'arriving', detail0: 'waiting', detail1: 'waiting', try1: 'during', setback: 'during', choice: 'during', try2: 'during' },
  'ears-pierced': { detail1: 'arriving', try0: 'waiting', try1: 'waiting', setback: 'waiting', detail0: 'during', choice: 'during', try2: 'during' },
  'friend-ill': { detail0: 'before', try0: 'before', try1: 'before', setback: 'waiting', detail1: 'waiting', choice: 'during', try2: 'during' },
  'work-goodbye': { detail0: 'before', try0: 'before', detail1: 'before', try1: 'waiting', choice: 'waiting', setback: 'waiting', try2: 'during' },
};

/** The phase of each middle line of an entry: its tag, else its slot's. A variant is told in lines nobody tagged. */
export function phasesOf(entry: { id: string; asVariant?: boolean }): Record<MiddleSlot, Phase> {
  return { ...BY_SLOT, ...(entry.asVariant ? {} : TAGGED[entry.id]) };
}

/** The entries whose lines were placed by hand. */
export const TAGGED_ENTRIES: readonly string[] = Object.keys(TAGGED);

export const rankOf = (phase: Phase): number => PHASES.indexOf(phase);
