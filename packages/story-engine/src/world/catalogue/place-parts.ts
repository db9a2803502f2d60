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
}

/** Words of a worry about something: "scared of", "doesn't like", "hates". */
const WORRIED = String.raw`\b(?:scared|afraid|frightened|fright|worried|worries|worry|nervous|anxious|fear|hates?|hating|(?:doesn'?t|does not|don'?t|do not) like|won'?t go (?:in|into|on)|scary|terrified)\b`;

const SWIMMING: readonly PlacePart[] = [{
  said: /\bchanging (?:rooms?|cubicles?|room area)\b|\bget(?:ting)? changed\b/i,
  part: 'the changing rooms',
  opening: 'It was swimming day, but first there were the changing rooms, and {hero} did not like the changing rooms one bit.',
  tries: ['{hero} stood at the door: the floor was wet, and somebody\'s locker banged shut with a clang.', 'In the cubicle, {hero}\'s T-shirt got stuck over {his} head, and for a moment everything was dark and echoey.', 'A hair dryer roared on the wall, and {hero} put {his} hands over {his} ears.'],
  turn: '{hero} and {grownup} made the changing rooms a game: one, two, three, swimsuit on, and out before the locker key could count to ten.',
  details: ['The changing rooms smelled of chlorine and shampoo, and the benches were wet.', 'The locker key was on a stretchy band, and {hero} wore it on {his} wrist like a watch.'],
  win: '{hero} got changed all by {him}self, and was first out to the pool',
}, {
  said: /\bshowers?\b/i,
  part: 'the showers',
  opening: 'Before anyone could go in the pool, everyone had to go under the showers, and {hero} did not like the showers.',
  tries: ['{hero} put one finger in the shower and pulled it out again: brr!', 'The shower came on with a whoosh, and {hero} jumped back out of the way.', '{hero} stood at the very edge, where only the drips could reach.'],
  turn: '{hero} counted to three with {grownup}, went under the shower with {his} eyes shut, and came out laughing.',
  details: ['The showers were in a row by the pool, and you pressed a big silver button to start them.', 'The water was warm, not cold at all, and it drummed on {hero}\'s head.'],
  win: '{hero} had been under the shower, and the pool was next',
}, {
  said: /\bdeep end\b/i,
  part: 'the deep end',
  opening: 'At the swimming pool, the shallow end was fine, but the deep end was deep and dark blue, and {hero} did not like it.',
  tries: ['{hero} looked at the deep end from the side, and the bottom looked very far away.', '{hero} held on to the rail and went along the wall, one hand at a time, and stopped halfway.', 'A big boy jumped in at the deep end with a splash, and {hero} went back to the shallow end.'],
  turn: 'With the teacher beside {him} and a float in {his} arms, {hero} kicked along the wall all the way to the deep end.',
  details: ['A sign on the wall said how deep the water was, in big black numbers.', 'In the deep end the water was the same water, just more of it, and the float held {hero} up just the same.'],
  win: '{hero} had been to the deep end and back',
}, {
  said: /\bflumes?\b|\b(?:water ?)?slides? at the (?:swimming )?(?:pool|baths)\b|\bbig slide\b/i,
  part: 'the flume',
  opening: 'The swimming pool had a flume, a long twisty tube that ended in a splash, and {hero} was scared of it.',
  tries: ['{hero} climbed the steps to the flume, looked into the dark tube and climbed all the way down again.', '{hero} watched other children come out at the bottom, whoosh, splash.', '{hero} listened to the flume rumble and roar, and said, "Maybe next time."'],
  turn: '{hero} went down the little slide first, then the flume with {grownup} waiting at the bottom, arms out.',
  details: ['The flume was bright yellow, and the water rushed down it with a roar.', 'There was a lifeguard at the top, who said "Go!" when it was your turn.'],
  win: '{hero} came out of the flume with a splash, and wanted to go again',
}];

const TOILETS: readonly PlacePart[] = [{
  said: /\b(?:school|nursery|class|preschool|new school's|big) toilets?\b|\btoilets? (?:at|in) (?:the )?(?:new )?(?:school|nursery|preschool)\b/i,
  part: 'the toilets at school',
  opening: '{hero} liked school, but not the toilets at school, with their loud flushes and the hand dryer that roared.',
  tries: ['{hero} waited and waited to go, until home time, and wriggled all afternoon.', 'The flush next door went WHOOSH, and {hero} ran out with {his} hands over {his} ears.', 'The hand dryer roared like a lion, and {hero} dried {his} hands on {his} jumper instead.'],
  turn: '{hero} told the teacher, and the teacher showed {him} the quiet toilet at the end, and the paper towels instead of the dryer.',
  details: ['The school toilets had little doors and little sinks, just the right size.', 'The teacher said everyone can ask to go, any time they need to.'],
  win: '{hero} went to the toilet at school all by {him}self, and it was fine',
}];

const HOSPITAL: readonly PlacePart[] = [{
  said: /\blifts?\b|\belevators?\b/i,
  part: 'the lift',
  opening: 'To get to the ward, everyone had to go in the lift, and {hero} did not like lifts one bit.',
  tries: ['The lift doors slid shut with a thud, and {hero} grabbed {grownup}\'s hand.', 'The lift gave a jolt, and {hero}\'s tummy went up and down.', '{hero} asked to take the stairs instead, but the ward was on the fifth floor.'],
  turn: '{hero} got to press the button and count the floors on the little screen: one, two, three, four, five, ding!',
  details: ['Inside the lift there was a mirror, and a row of numbered buttons that lit up.', 'The doors opened on a corridor painted with blue whales.'],
  win: '{hero} had ridden the lift all the way up, and pressed the button',
}];

/** A place entry's parts. */
const PARTS: Readonly<Record<string, readonly PlacePart[]>> = { 'learning-to-swim': SWIMMING, potty: TOILETS, 'new-school': TOILETS, hospital: HOSPITAL };

/** The worry on the part, the day gone through it. */
function partVariant(part: PlacePart): Variant {
  const source = part.said.source;
  return {
    said: new RegExp(`${WORRIED}[^.]*(?:${source})|(?:${source})[^.]*\\b(?:scare|scary|frighten|worr)`, 'i'),
    name: part.part,
    opening: part.opening,
    worry: `"I don't want to go in ${part.part}," said {hero}, and held on tight to {grownup}.`,
    tries: [...part.tries],
    turn: part.turn,
    details: [...part.details, '{grownup} said that lots of children feel funny about it at first, and then one day they do not.', `Afterwards, {hero} told {grownup} all about ${part.part}, and it did not sound so big any more.`],
    win: part.win,
  };
}

export const PLACE_PART_VARIANTS: Readonly<Record<string, readonly Variant[]>> = Object.fromEntries(Object.entries(PARTS).map(([id, parts]) => [id, parts.map(partVariant)]));
