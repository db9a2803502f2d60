import type { ChangeReading } from '../understand/read-change';
import { CHANGE_LINES, type ChangeLines } from './change-lines';

/**
 * Where someone leaving home goes, by what is true of that place: a care home (a room of their own, visiting days), a
 * university (halls, a call on Sunday, home at Christmas), a country far away (a globe, a call at a different time of
 * day), the army or navy (a kitbag, leave), a boarding school (name labels, half-term). Each gives the leaving's picture
 * of the place, its senses, its goodbye present, its setback and its ending, so a grandad's care home and a sister's
 * university are no longer the same boxes and the same empty chair. A place with no kit keeps the general leaving.
 * Senses are said as they are (never filled with the cast), so they name nobody.
 */
interface LeavingPlace {
  place: RegExp;
  /** `day` and `evening` are the leaving day's two scenes (the car, the empty chair) where the place has its own. */
  lines: Pick<ChangeLines, 'turn' | 'end' | 'setback' | 'senses'> & Partial<Pick<ChangeLines, 'win'>> & { picture: string; day?: string; evening?: string };
}

const FAR = /\b(?:abroad|overseas|another country|the other side of the world|australia|new zealand|america|the usa|the us|canada|india|pakistan|bangladesh|china|japan|hong kong|singapore|dubai|south africa|nigeria|ghana|kenya|jamaica|brazil|mexico)\b/i;

const PLACES: readonly LeavingPlace[] = [
  {
    place: /\b(?:care home|nursing home|a home|residential home|sheltered housing)\b/i,
    lines: {
      picture: '{teller} showed {hero} a picture of {where}: a room of {Shis} own with a big window, and a lounge where people played cards after lunch.',
      senses: ['The old armchair went by the door first: no room was a home without it.', 'The photos came off the wall one by one, and left pale squares behind.', 'Every shelf had a gap where something used to be.'],
      turn: ['{hero} made a goodbye present: photos of the whole family in one big frame, for the wall of {Shis} new room.', '{hero} made a goodbye present: a drawing of the garden at home, for {Shis} new room, and the visiting days marked on the calendar in red.'],
      end: ['On Sunday they went to visit. The present was already up on the wall, and {S} had told everybody in the lounge who was who.', 'On Sunday they went to visit, and played cards in the lounge, and {S} won, just like always.'],
      day: 'On the day, they all drove to {where} together, and carried in the armchair and the box of photos.',
      evening: 'That evening, {hero} rang {S} to say goodnight. "The tea here is too weak," said {S}, and laughed.',
      win: '{S} sat in the armchair in the new room, with the goodbye present beside {Shim}',
      setback: ['Then {hero} heard that the big bookcase could not go, because the new room was too small for it.', 'Then {hero} heard that there would be no more sleepovers at {Shis} house.'],
    },
  },
  {
    place: /\b(?:universit(?:y|ies)|uni|college)\b/i,
    lines: {
      picture: 'That summer, {S} showed {hero} a photo of the new room: a bed, a desk and a tiny kettle.',
      senses: ['A new duvet, still in its plastic, sat on top of the pile.', 'A box of pans and a tin opener waited by the door, for cooking in the halls.', 'Every shelf had a gap where something used to be.'],
      turn: ['{hero} made a goodbye present: a drawing for {Shis} new wall, with "Sunday, six o\'clock" on the back, for a call.', '{hero} made a goodbye present: a silly photo of the two of them, and Christmas marked on the calendar.'],
      end: ['On Sunday at six, the laptop rang, and there was {S}, with the present on the wall behind.', 'On the first video call, {S} showed {hero} the tiny kitchen, and said {Sh} had burnt the pasta.'],
      evening: 'That evening, the old room was very tidy, which was the strangest thing of all.',
      setback: ['Then {hero} found out that {S} would not be home again until the Christmas holidays.', 'Then {hero} found out that the university was three hours away on the train.'],
    },
  },
  {
    place: /\b(?:army|navy|air force|RAF|marines)\b/i,
    lines: {
      picture: '{teller} showed {hero} a photo of where {S} would train: rows of beds, made very neatly.',
      senses: ['A new kitbag stood by the door, packed tight.', 'The new boots were polished until they shone like conkers.', 'Every shelf had a gap where something used to be.'],
      turn: ['{hero} made a goodbye present: a tiny photo of the family for {Shis} pocket, and the first leave marked in red.'],
      end: ['A letter came, with a photo of {S} in uniform. {hero} put it on the fridge, and crossed off one more day.'],
      day: 'On the day, {S} hugged everyone on the step, with the kitbag on {Shis} shoulder.',
      win: '{S} waved from the end of the road',
      setback: ['Then {hero} heard that there could not be a phone call every night.'],
    },
  },
  {
    place: /\bboarding school\b/i,
    lines: {
      picture: 'Before term, {S} showed {hero} a photo of the dorm: a row of beds, each with a little cupboard.',
      senses: ['Name labels went into every sock and every shirt, one by one.', 'A trunk stood in the hall, with {Shis} name painted on the lid.', 'Every shelf had a gap where something used to be.'],
      turn: ['{hero} made a goodbye present: a drawing for {Shis} cupboard, and half-term marked in red.'],
      end: ['At half-term {S} came home with a hundred stories, and sat straight down in {Shis} old place at the table.'],
      day: 'On the first day of term, the trunk went in the boot, and everyone went to drop {S} off.',
      win: '{S} waved from the window, holding the goodbye present up',
      setback: ['Then {hero} found out that {S} would only come home at half-term.'],
    },
  },
  {
    place: FAR,
    lines: {
      picture: '{teller} spun the globe and showed {hero} where {S} was going: a whole day on a plane.',
      senses: ['A big suitcase stood in the hall, with a label tied to the handle.', 'The passport sat by the keys, ready.', 'Every shelf had a gap where something used to be.'],
      turn: ['{hero} made a goodbye present: a photo of the two of them, and a list of good times to call.'],
      end: ['On the first video call, it was a different time of day where {S} was. {hero} saw the view from the new window.'],
      day: 'On the day, they all went to the airport, and the big case went off on the belt.',
      evening: 'That evening, {hero} found the place on the globe, and kept a finger on it for a long time.',
      win: '{S} turned at the gate and waved, holding the goodbye present up high',
      setback: ['Then {hero} found out that it was too far to come home for the weekend, the way {S} used to.'],
    },
  },
];

/** The change's lines, with a leaving's own place laid over them where it has a kit. */
export function changeLinesOf(change: ChangeReading): ChangeLines {
  const lines = CHANGE_LINES[change.kind];
  if (change.kind !== 'leaving') return lines;
  const where = `${change.place ?? ''} ${change.said}`;
  const kit = PLACES.find((place) => place.place.test(where))?.lines;
  if (!kit) return lines;
  const { picture, day, evening, ...rest } = kit;
  return { ...lines, ...rest, details: [lines.details[0], picture, day ?? lines.details[2], evening ?? lines.details[3]] };
}
