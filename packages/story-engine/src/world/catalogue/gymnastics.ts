import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Gymnastics ("gymnastics", "gym club", "cartwheels"): a first cartwheel on the mats with no one holding your legs, the
 * beam, bare feet and chalk. The turn is the coach's rhythm made the hero's own: a star, then hand, hand, foot, foot.
 */
export const GYMNASTICS: EntryKit = {
  entry: {
    id: 'gymnastics', kind: 'interest', words: /\bgymnast(?:ics?|s)?\b|\bgym club\b|\bcartwheels?\b|\bhandstands?\b|\bforward rolls?\b|\bbalance beam\b|\btumbling\b|\b(?:toddler|baby|tiny|mini|little) gym\b|\btumble ?tots\b|\bgymboree\b/i,
    name: 'gym club', thing: 'gymnastics ribbon', setting: 'city', lesson: 'perseverance', petsStayHome: true,
    title: ['{hero}\'s Cartwheel', '{hero} at Gym Club'],
    opening: ['{hero} loved gymnastics, and today at gym club {he} was going to try a cartwheel all on {his} own, with nobody holding {his} legs.', '{hero} loved gym club, and today {he} would try a cartwheel.'],
    worry: ['"What if I land on my head?" said {hero}, looking at the long blue mat.', '"What if I fall?" said {hero}.'],
    tries: [
      ['{hero} put {his} hands down and kicked, but {his} legs only went up a little way, like a bunny hop.', '{hero} kicked, but only did a bunny hop.'],
      ['{hero} tried again with {his} legs bent, and flopped sideways onto the mat.', '{hero} flopped sideways.'],
      ['On the balance beam, {hero} wobbled, wobbled, and stepped off.', 'On the beam, {hero} wobbled off.'],
    ],
    turn: ['{hero} stood in a big star, arms up, looked at the mat where {his} hands would go, and went: hand, hand, foot, foot, and landed in a star again.', '{hero} made a star and went hand, hand, foot, foot.'],
    details: [
      ['The gym had a springy floor, thick blue mats and a trampoline in the corner.', 'There were blue mats and a trampoline.'],
      ['The coach said, "Make a star first: arms up, legs wide."', '"Make a star first," said the coach.'],
      ['Everybody\'s feet were bare, and the chalk made {hero}\'s hands white.', 'Chalk made {hero}\'s hands white.'],
      ['On the board by the door, the coach wrote the new moves of the week, and {hero}\'s name went up under "Cartwheel".', '{hero}\'s name went up on the board.'],
    ],
    senses: ['The mats smelled of rubber and feet.', 'Boing, boing went somebody on the trampoline.'],
    win: '{hero} had done a real cartwheel, hand, hand, foot, foot',
    end: ['At bedtime, {hero} did one more cartwheel on the landing, very carefully, and landed in a star.', 'At bedtime, {hero} did one more cartwheel.'],
  },
  setback: 'Then {hero} landed with a bump on {his} bottom, and somebody giggled.',
  choice: '{hero} could go on the beam or the trampoline first, and {he} chose the beam.',
  subplot: themeSubplot(
    '{hero} saw that a hard move is lots of small moves, one after the other.',
    '{pal} could not do a forward roll without going wonky.',
    'the soft wedge',
    '{hero} fetched {pal} the soft wedge, and {pal} rolled down it, as straight as a sausage.',
  ),
  low: '{hero} rubbed {his} bottom. "I\'ll never get my legs up," {he} said.',
  hint: 'Make a star first, and say it as you go: hand, hand, foot, foot',
  light: ['Boing!', 'Star!', 'Roll!'],
  older: {
    want: '{hero} wanted to land {his} round-off for the grading, and wanted nobody to see how often {he} had fallen practising.',
    secret: '{he} had been practising in the garden every evening, and landing on {his} bottom every time',
    decides: '{hero} could ask to stay on the easy move, or try the round-off with the coach beside {him}. {he} tried.',
  },
};
