import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * A walk in the pushchair ("out in the buggy", "a walk in the pram", "the pushchair"): the straps clicked, the rain cover,
 * wanting to get out, pointing at the dog, the ducks and the bus, the bumpy kerb, and falling asleep on the way home.
 */
export const PUSHCHAIR: EntryKit = toldFromBeside({
  entry: {
    id: 'pushchair', kind: 'activity',
    words: /^(?!.*\b(?:arm|wrist|shoulder|elbow)\b).*\b(?:baby ?)?sling\b|\bbaby ?(?:carrier|wrap)\b|\bpush ?chairs?\b|\bbugg(?:y|ies)\b|\bprams?\b|\bstrollers?\b/i,
    name: 'the pushchair walk', setting: 'city', lesson: 'patience',
    title: ['{hero}\'s Pushchair Walk', 'Out We Go, {hero}!'],
    opening: ['{grownup} put on {his} coat and clicked {hero} into the pushchair. Click, click. "Out we go!"', 'Click, click! Out we go, {hero}!'],
    worry: ['{hero} did not want the straps. {hero} wanted to walk. "Out!" said {hero}, and arched {his} back.', '"Out!" said {hero}. "Out, out!"'],
    tries: [
      ['{hero} pulled at the straps, and pulled off one sock, and threw it. {grownup} picked it up.', 'Off came a sock. Throw! Oops.'],
      ['{hero} threw teddy out too. "Teddy!" {grownup} picked teddy up, and dusted him off.', 'Teddy fell out! Oops.'],
      ['{hero} grumbled all the way to the corner. Grumble, grumble.', 'Grumble, grumble, all the way.'],
    ],
    turn: ['Then {hero} saw a big red bus, and pointed, and forgot all about the straps. "Bus!" said {hero}. "Bus!"', 'Look! A red bus! "Bus!" said {hero}.'],
    details: [
      ['The pushchair went bump, bump, down the kerb, and {hero} laughed.', 'Bump, bump, down the kerb!'],
      ['There was a dog by the gate, and it wagged its tail at {hero}.', 'A dog! Wag, wag.'],
      ['At the pond, {grownup} stopped so {hero} could see the ducks. Quack!', 'Ducks! Quack, quack!'],
      ['It began to rain, and {grownup} put the clear rain cover on, and the drops went pitter-patter on top.', 'Pitter-patter, on the rain cover.'],
    ],
    senses: ['The wheels went round and round, and the wind was cool on {hero}\'s cheeks.', 'The leaves went by overhead, green and gold.'],
    win: '{hero} had seen the bus and the dog and the ducks from the pushchair',
    end: ['On the way home, the wheels went round and round, and {hero}\'s eyes went slowly shut. Fast asleep.', 'Round and round. Fast asleep.'],
  },
  setback: 'Then it started to rain, and {hero} did not like the rain cover, and cried behind it.',
  choice: '{hero} could hold teddy or the little car, and {he} chose teddy.',
  subplot: themeSubplot(
    '{hero} found that the pushchair was the best seat for seeing things.',
    '{pal} did not want to sit in {palhis} pushchair either.',
    'a wave',
    '{hero} waved at {pal}, and {pal} waved back, and forgot about getting out.',
  ),
  low: '{hero} cried and kicked in the pushchair, and would not look at anything.',
  hint: 'Point things out. There is so much to see',
  light: ['Click!', 'Bus!', 'Quack!'],
  older: HELPER_OLDER,
}, {
  title: '{hero} Pushes the Pushchair',
  opening: '{grownup} clicked the baby into the pushchair, click, click, and said {hero} could help push.',
  worry: 'The baby did not want the straps. It arched its back and cried. "Out!"',
  tries: [
    '{hero} pushed slowly, but the baby pulled off a sock and threw it, and {hero} ran back for it.',
    'The baby threw teddy out too, and {hero} dusted him off and gave him back.',
    'The baby grumbled all the way to the corner, and {hero} pushed faster, which did not help.',
  ],
  turn: '{hero} stopped and pointed. "Look! A big red bus!" The baby looked, and pointed too, and forgot all about the straps.',
  details: [
    'The pushchair went bump, bump, down the kerb, and the baby laughed.',
    'There was a dog by the gate, and it wagged its tail at the baby.',
    'At the pond, {hero} stopped so the baby could see the ducks.',
    '{hero} held the handle with {grownup}, and always stopped at the kerb.',
  ],
  win: 'the baby had seen the bus and the dog and the ducks, and {hero} had pushed nearly all the way',
  end: 'On the way home, the wheels went round and round, and the baby fell fast asleep.',
  ownSetback: 'Then it started to rain, and the baby did not like the rain cover, and cried behind it.',
  ownChoice: '{hero} could give the baby teddy or the little car, and {he} chose teddy.',
  ownSubplot: themeSubplot('{hero} saw that the baby liked to be shown things.', '{pal} wanted a turn to push.', 'a turn at the handle', '{pal} pushed to the next tree, slowly, with {grownup}\'s hand on the handle.'),
  ownDoubt: '"The baby just cries," said {hero}.',
});
