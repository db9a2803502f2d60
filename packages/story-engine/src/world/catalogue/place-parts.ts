import type { Variant } from './theme-entry';

/**
 * A part of a place an entry tells that carries the child's worry ("scared of the changing rooms at the swimming pool"):
 * the worry is put on that part, and the day goes through it, never the entry's usual worry with the part left out.
 */
interface PlacePart {
  /** The words for the part. */
  said: RegExp;
  /** "the changing rooms", as a line names it. */
  part: string;
  opening: string;
  tries: readonly [string, string, string];
  turn: string;
  /** Two true details of the part, told before the day goes on. */
  details: readonly [string, string];
  win: string;
  /** The end, where the entry's own would leave the part out (a potty chart at home). */
  end?: string;
  /** Words of the place the part must be said with, unless its own words name the place ("changing rooms" may be a shop's). */
  at?: RegExp;
}

/** Words of a worry about something: "scared of", "doesn't like", "hates". */
const WORRIED = String.raw`\b(?:scared|afraid|frightened|fright|worried|worries|worry|nervous|anxious|fear|hates?|hating|(?:doesn'?t|does not|don'?t|do not) like|won'?t go (?:in|into|on)|scary|terrified)\b`;

/** The pool named: a changing room or a shower may be anywhere. */
const AT_THE_POOL = /\bswim\w*|\bpool\b|\bbaths\b|\bleisure centre\b/i;

const SWIMMING: readonly PlacePart[] = [{
  at: AT_THE_POOL,
  said: /\bchanging (?:rooms?|cubicles?|room area)\b|\bget(?:ting)? changed\b/i,
  part: 'the changing rooms',
  opening: 'It was swimming day, but first there were the changing rooms, and {hero} did not like the changing rooms one bit.',
  tries: ['{hero} stood at the door: the floor was wet, and somebody\'s locker banged shut with a clang.', 'In the cubicle, {hero}\'s T-shirt got stuck over {his} head, and for a moment everything was dark and echoey.', 'A hair dryer roared on the wall, and {hero} put {his} hands over {his} ears.'],
  turn: '{hero} and {grownup} made the changing rooms a game: one, two, three, swimsuit on, and out before the locker key could count to ten.',
  details: ['The changing rooms smelled of chlorine and shampoo, and the benches were wet.', 'The locker key was on a stretchy band, and {hero} wore it on {his} wrist like a watch.'],
  win: '{hero} got changed all by {him}self, and was first out to the pool',
}, {
  at: AT_THE_POOL,
  said: /\bshowers?\b/i,
  part: 'the showers',
  opening: 'Before anyone could go in the pool, everyone had to go under the showers, and {hero} did not like the showers.',
  tries: ['{hero} put one finger in the shower and pulled it out again: brr!', 'The shower came on with a whoosh, and {hero} jumped back out of the way.', '{hero} stood at the very edge, where only the drips could reach.'],
  turn: '{hero} counted to three with {grownup}, went under the shower with {his} eyes shut, and came out laughing.',
  details: ['The showers were in a row by the pool, and you pressed a big silver button to start them.', 'The water was warm, not cold at all, and it drummed on {hero}\'s head.'],
  win: '{hero} had been under the shower, and the pool was next',
}, {
  at: AT_THE_POOL,
  said: /\bdeep end\b/i,
  part: 'the deep end',
  opening: 'At the swimming pool, the shallow end was fine, but the deep end was deep and dark blue, and {hero} did not like it.',
  tries: ['{hero} looked at the deep end from the side, and the bottom looked very far away.', '{hero} held on to the rail and went along the wall, one hand at a time, and stopped halfway.', 'A big boy jumped in at the deep end with a splash, and {hero} went back to the shallow end.'],
  turn: 'With the teacher beside {him} and a float in {his} arms, {hero} kicked along the wall all the way to the deep end.',
  details: ['A sign on the wall said how deep the water was, in big black numbers.', 'In the deep end the water was the same water, just more of it, and the float held {hero} up just the same.'],
  win: '{hero} had been to the deep end and back',
}, {
  at: AT_THE_POOL,
  said: /\bflumes?\b|\b(?:water ?)?slides? at the (?:swimming )?(?:pool|baths)\b|\bbig slide\b/i,
  part: 'the flume',
  opening: 'The swimming pool had a flume, a long twisty tube that ended in a splash, and {hero} was scared of it.',
  tries: ['{hero} climbed the steps to the flume, looked into the dark tube and climbed all the way down again.', '{hero} watched other children come out at the bottom, whoosh, splash.', '{hero} listened to the flume rumble and roar, and said, "Maybe next time."'],
  turn: '{hero} went down the little slide first, then the flume with {grownup} waiting at the bottom, arms out.',
  details: ['The flume was bright yellow, and the water rushed down it with a roar.', 'There was a lifeguard at the top, who said "Go!" when it was your turn.'],
  win: '{hero} came out of the flume with a splash, and wanted to go again',
}];

/** The toilets at school or at nursery: the flush, the hand dryer, the quiet one at the end. */
const toiletsAt = (place: 'school' | 'nursery', at?: RegExp): PlacePart => ({
  ...(at ? { at } : {}),
  said: new RegExp(String.raw`\b${place} toilets?\b|\btoilets? (?:at|in) (?:the )?(?:new )?${place}\b`, 'i'),
  part: `the toilets at ${place}`,
  opening: `{hero} liked ${place}, but not the toilets at ${place}, with their loud flushes and the hand dryer that roared.`,
  tries: ['{hero} waited and waited to go, until home time, and wriggled all afternoon.', 'The flush next door went WHOOSH, and {hero} ran out with {his} hands over {his} ears.', 'The hand dryer roared like a lion, and {hero} dried {his} hands on {his} jumper instead.'],
  turn: '{hero} told the teacher, and the teacher showed {him} the quiet toilet at the end, and the paper towels instead of the dryer.',
  details: [`The toilets at ${place} had little doors and little sinks, just the right size.`, 'The teacher said everyone can ask to go, any time they need to.'],
  win: `{hero} went to the toilet at ${place} all by {him}self, and it was fine`,
  end: `At home time, {hero} told {grownup}, "I went to the toilet at ${place}!", and got a high five.`,
});
const TOILETS: readonly PlacePart[] = [toiletsAt('nursery'), toiletsAt('school')];
/** At a new school, the school's own entry tells its toilets. */
const NEW_SCHOOL_TOILETS: readonly PlacePart[] = [toiletsAt('school', /\bnew school\b/i)];

const DENTIST: readonly PlacePart[] = [{
  at: /\bdentists?\b/i,
  said: /\bwaiting rooms?\b/i,
  part: 'the waiting room',
  opening: 'At the dentist, first there was the waiting room, and {hero} did not like the waiting room one bit.',
  tries: ['{hero} heard a whirring noise from behind the door, and held on to {grownup}\'s sleeve.', 'The clock on the wall ticked, and every tick made the wait feel longer.', 'Every time the door opened, {hero}\'s tummy went tight.'],
  turn: '{hero} and {grownup} played I-spy with the fish in the tank, until the nurse called, "{hero}?"',
  details: ['The waiting room had a fish tank, a box of books and a poster of a smiling tooth.', 'The whirring behind the door was only the little brush that makes teeth shiny.'],
  win: '{hero} waited in the waiting room, and went in when {his} name was called',
}];

const HOSPITAL: readonly PlacePart[] = [{
  at: /\bhospital\b/i,
  said: /\blifts?\b|\belevators?\b/i,
  part: 'the lift',
  opening: 'To get to the ward, everyone had to go in the lift, and {hero} did not like lifts one bit.',
  tries: ['The lift doors slid shut with a thud, and {hero} grabbed {grownup}\'s hand.', 'The lift gave a jolt, and {hero}\'s tummy went up and down.', '{hero} asked to take the stairs instead, but the ward was on the fifth floor.'],
  turn: '{hero} got to press the button and count the floors on the little screen: one, two, three, four, five, ding!',
  details: ['Inside the lift there was a mirror, and a row of numbered buttons that lit up.', 'The doors opened on a corridor painted with blue whales.'],
  win: '{hero} had ridden the lift all the way up, and pressed the button',
}];

/** A place entry's parts. */
const PARTS: Readonly<Record<string, readonly PlacePart[]>> = { 'learning-to-swim': SWIMMING, 'new-school': NEW_SCHOOL_TOILETS, potty: TOILETS, hospital: HOSPITAL, dentist: DENTIST };

/** The words of a worry put on the part. */
const worriedAbout = (part: PlacePart) => new RegExp(`${WORRIED}[^.]*(?:${part.said.source})|(?:${part.said.source})[^.]*\\b(?:scare|scary|frighten|worr)`, 'i');

/**
 * The entry whose part of a place the words put a worry on, with the place named ("nervous about the toilets at school" is
 * the school toilets, not worries in general; "scared of the lift at the hospital" the hospital's lift), or none.
 */
export function placeOfAWorriedPart(text: string): string | undefined {
  return Object.entries(PARTS).find(([, parts]) => parts.some((part) => worriedAbout(part).test(text) && (part.at?.test(text) ?? true)))?.[0];
}

/** "the toilets at school" → "the Toilets at School", for a title. */
const titled = (name: string) => name.replace(/\b(?!(?:the|at|of)\b)[a-z]/g, (first) => first.toUpperCase());

/** The worry on the part, the day gone through it. */
function partVariant(part: PlacePart): Variant {
  return {
    said: worriedAbout(part),
    title: `{hero} and ${titled(part.part)}`,
    name: part.part,
    opening: part.opening,
    worry: `"I don't want to go in ${part.part}," said {hero}, and held on tight to {grownup}.`,
    tries: [...part.tries],
    turn: part.turn,
    details: [...part.details, '{grownup} said that lots of children feel funny about it at first, and then one day they do not.', `Afterwards, {hero} told {grownup} all about ${part.part}, and it did not sound so big any more.`],
    win: part.win,
    ...(part.end ? { end: part.end } : {}),
  };
}

export const PLACE_PART_VARIANTS: Readonly<Record<string, readonly Variant[]>> = Object.fromEntries(Object.entries(PARTS).map(([id, parts]) => [id, parts.map(partVariant)]));
