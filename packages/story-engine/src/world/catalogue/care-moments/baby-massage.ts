import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * Baby massage ("baby massage", "a massage after the bath"): a warm room, a soft towel, a little oil warmed in the
 * grown-up's hands, slow strokes on the tummy, round like a clock, legs and toes, and a sleepy, floppy baby.
 */
export const BABY_MASSAGE: EntryKit = toldFromBeside({
  entry: {
    id: 'baby-massage', kind: 'activity',
    words: /\bbaby massage\b|\bmassag\w* (?:for |with |after \w+ (?:for |with )?)?(?:the |my |our )?bab(?:y|ies)\b|\bbab(?:y|ies)(?:'s)? massage\b|\bmassage time\b/i,
    name: 'baby massage', setting: 'home', lesson: 'patience',
    title: ['{hero}\'s Massage', 'Slow and Soft, {hero}'],
    opening: ['After the bath, {grownup} laid {hero} on a soft towel in the warm room. Time for a massage.', 'After the bath: soft towel, warm room.'],
    worry: ['{hero} did not want to lie still. {hero} wanted to roll and kick and wriggle.', 'Wriggle, wriggle! {hero} would not lie still.'],
    tries: [
      ['{hero} rolled to the edge of the towel, and {grownup} rolled {him} back.', 'Roll away! Roll back.'],
      ['{hero} grabbed {his} feet and pulled off the towel.', '{hero} grabbed {his} feet!'],
      ['{hero} fussed, and fussed, and looked for the door.', 'Fuss, fuss.'],
    ],
    turn: ['{grownup} warmed a little oil in {his} hands and stroked {hero}\'s tummy, slow and soft, round like a clock, and {hero} went quiet and still.', 'Round and round, slow and soft. {hero} went still.'],
    details: [
      ['{grownup} stroked {hero}\'s legs, down, down, down, like rain.', 'Down, down, down the legs.'],
      ['{grownup} did "This little piggy" on every toe.', 'This little piggy, on every toe.'],
      ['{grownup} sang very quietly, and looked right into {hero}\'s eyes.', '{grownup} sang very quietly.'],
      ['{hero}\'s hands went floppy and open, like little stars.', 'Floppy hands, like little stars.'],
    ],
    senses: ['The oil smelled soft and warm.', 'The towel was fluffy and warm.'],
    win: '{hero} was warm and calm and floppy',
    end: ['Then it was pyjamas, and a milk, and {hero} fell asleep in {grownup}\'s arms.', 'Pyjamas. Milk. Sleep.'],
  },
  setback: 'Then {hero}\'s tummy rumbled, and {hero} wanted milk, right now, and cried.',
  choice: '{hero} could have the soft towel or the spotty towel, and {he} chose the soft one.',
  subplot: themeSubplot(
    '{hero} found that slow, soft hands made {him} feel sleepy and calm.',
    '{pal} was too wriggly to lie still.',
    'the toy rabbit',
    '{pal} held the toy rabbit, and lay still, and yawned.',
  ),
  low: '{hero} cried and would not lie down.',
  hint: 'Slow and soft, and a quiet voice',
  light: ['Round and round!', 'Piggy!', 'Shh.'],
  older: HELPER_OLDER,
}, {
  title: 'The Baby\'s Massage',
  opening: 'After the bath, {grownup} laid the baby on a soft towel in the warm room, and {hero} came to watch the massage.',
  worry: 'The baby did not want to lie still. "It will not work," said {hero}.',
  tries: [
    'The baby rolled to the edge of the towel, and {hero} rolled it back.',
    'The baby grabbed its own feet and pulled off the towel.',
    'The baby fussed, and fussed, and {hero} did not know what to do.',
  ],
  turn: '{hero} sang very quietly while {grownup} stroked the baby\'s tummy, slow and soft, round like a clock, and the baby went still.',
  details: [
    '{grownup} warmed a little oil in {grownup}\'s hands first.',
    '{hero} did "This little piggy" on every toe.',
    'The baby looked right into {hero}\'s eyes.',
    'The baby\'s hands went floppy and open, like little stars.',
  ],
  win: 'the baby was warm and calm and floppy',
  end: 'Then it was pyjamas and milk, and the baby fell asleep, and {hero} tiptoed out.',
  ownSetback: 'Then the baby\'s tummy rumbled, and it wanted milk, right now, and cried.',
  ownChoice: '{hero} could fetch the soft towel or the spotty towel, and {he} chose the soft one.',
  ownSubplot: themeSubplot('{hero} saw that slow and soft worked better than anything.', '{pal} was too wriggly to watch.', 'the toy rabbit', '{pal} gave the baby the toy rabbit to hold, and yawned.'),
  ownDoubt: '"It is not working," said {hero}.',
}, 'two');
