import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * The health visitor weighing the baby ("the health visitor", "baby clinic", "getting weighed"): the big bag, the
 * scales with a blanket on the cold tray, clothes off, the wriggle, the tape round the head, the numbers written in the
 * red book, and "growing just right". Nothing wrong with the baby: a check, never an illness.
 */
export const HEALTH_VISITOR: EntryKit = toldFromBeside({
  entry: {
    id: 'health-visitor', kind: 'moment',
    words: /\bhealth visitors?\b|\bbaby (?:clinic|weigh[- ]?in|check(?:[- ]?up)?)s?\b|\bweigh(?:ing|ed)? (?:the |my |our )?bab(?:y|ies)\b|\b(?:baby|babies) (?:getting |being )?weighed\b|\bgetting weighed\b|\bred book\b|\b(?:one|two|1|2)[- ]year(?:[- ]old)? (?:check|review)\b/i,
    name: 'the health visitor', setting: 'home', lesson: 'bravery',
    title: ['{hero} and the Health Visitor', 'How Big Is {hero}?'],
    opening: ['Knock, knock! The health visitor came with her big bag, to see how {hero} was growing.', 'Knock, knock! Here was the health visitor.'],
    worry: ['{hero} did not know the health visitor. {hero} hid behind {grownup}\'s legs.', 'Who is that? {hero} hid.'],
    tries: [
      ['{grownup} took off {hero}\'s clothes for the weighing, and {hero} wriggled and wriggled.', 'Clothes off! Wriggle, wriggle.'],
      ['The scales had a cold tray. {hero} sat on it and said, "Waah!"', 'The tray was cold. "Waah!"'],
      ['{hero} kicked {his} legs, and the numbers on the scales jumped up and down.', 'Kick, kick! The numbers jumped.'],
    ],
    turn: ['{grownup} put {hero}\'s soft blanket on the tray and sang the song, and {hero} sat still and looked at {grownup}, just long enough.', 'A soft blanket on the tray. {hero} sat still. Just right!'],
    details: [
      ['The health visitor put a soft tape round {hero}\'s head, and it tickled.', 'A tape round {hero}\'s head. Tickle!'],
      ['She wrote the numbers in the little red book, and showed {grownup} the line going up.', 'The numbers went in the red book.'],
      ['She watched {hero} stack two blocks, and pick up a raisin, and wave bye-bye.', '{hero} stacked two blocks. Clever!'],
      ['"Growing just right," said the health visitor, and smiled at {hero}.', '"Growing just right!"'],
    ],
    senses: ['The scales went beep.', 'The tape felt soft and tickly.'],
    win: '{hero} was weighed and measured, and growing just right',
    end: ['When the health visitor had gone, {hero} had {his} clothes back on, and a snack, and a big proud cuddle.', 'Clothes on. Big cuddle. Growing just right!'],
  },
  setback: 'Then the scales beeped, loud and sudden, and {hero} jumped and cried.',
  choice: '{hero} could hold the blue block or the red block, and {he} chose the red one.',
  subplot: themeSubplot(
    '{hero} found that the scales were not scary with the blanket on.',
    '{pal} did not want to be weighed either.',
    'the squeaky giraffe',
    '{pal} held the squeaky giraffe on the scales, and did not cry at all.',
  ),
  low: '{hero} cried on the cold scales, a big loud cry.',
  hint: 'It is only a little check, to see the growing',
  light: ['Knock, knock!', 'Beep!', 'Growing!'],
  older: HELPER_OLDER,
}, {
  title: '{hero} and the Health Visitor',
  opening: 'Knock, knock! The health visitor came with her big bag, to see how the baby was growing, and {hero} opened the door.',
  worry: '"Is something wrong with the baby?" asked {hero}. "No," said {grownup}. "It is only a check."',
  tries: [
    '{grownup} took off the baby\'s clothes for the weighing, and the baby wriggled and wriggled.',
    'The scales had a cold tray, and the baby sat on it and cried.',
    'The baby kicked, and the numbers on the scales jumped up and down.',
  ],
  turn: '{hero} put the baby\'s soft blanket on the tray and sang the baby\'s song, and the baby sat still, looking at {hero}, just long enough.',
  details: [
    'The health visitor put a soft tape round the baby\'s head.',
    'She wrote the numbers in the little red book, and showed {hero} the line going up.',
    'She watched the baby stack two blocks and wave bye-bye.',
    '"Growing just right," said the health visitor.',
  ],
  win: 'the baby was weighed and measured, and growing just right',
  end: 'When the health visitor had gone, {hero} looked at the line in the red book again, going up and up.',
  ownSetback: 'Then the scales beeped loudly, and the baby jumped and cried.',
  ownChoice: '{hero} could hold the blue block or the red block for the baby, and {he} chose the red one.',
  ownSubplot: themeSubplot('{hero} saw that the baby was calmer with a song it knew.', '{pal} wanted to be weighed too.', 'a turn on the big scales', '{pal} stood on the big bathroom scales, and everyone laughed.'),
  ownDoubt: '"The baby is scared," said {hero}.',
}, 'two');
