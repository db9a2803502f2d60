import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Peekaboo, a little one's first hiding game ("peekaboo", "peek-a-boo", "playing peepo"): hands over eyes, "Where's
 * {hero}?", a blanket and the curtain, a toy hidden under a cloth and found again, the grown-up's turn, and the giggle
 * every time. Hide and seek among older children is not this game.
 */
export const PEEKABOO: CatalogueTheme = {
  id: 'peekaboo', kind: 'activity', toAge: '3-5',
  words: /\bpeek[- ]?a[- ]?boo\b|\bpeep-?o\b|\bpeepo\b/i,
  name: 'peekaboo', setting: 'home', lesson: 'patience',
  title: ['Peekaboo, {hero}!', 'Where Is {hero}?'],
  opening: ['{hero} put {his} hands over {his} eyes. "Where\'s {hero}?" said {grownup}.', '{hero} hid {his} eyes. "Where\'s {hero}?"'],
  worry: ['"Again!" said {hero}. "Again!"', '"Again!" said {hero}.'],
  tries: [
    ['{hero} hid behind the curtain, but {his} toes were peeping out at the bottom, and {grownup} found {him} at once.', '{hero} hid. But {his} toes peeped out!'],
    ['{hero} put the blanket over {his} head, and it was dark, and {he} pulled it off too fast, and said "Boo!" before anyone had looked.', 'Blanket on. Blanket off. Too soon!'],
    ['{hero} covered {his} eyes, and thought nobody could see {him}, but everybody could.', '{hero} shut {his} eyes. "You can\'t see me!" But they could.'],
  ],
  turn: ['{hero} waited, very still, under the blanket, one, two, three, and then pulled it off: "Peekaboo!" And everyone laughed.', '{hero} waited. One, two, three... "Peekaboo!"'],
  details: [
    ['{grownup} hid behind {his} own hands, and then opened them: "Boo!" And {hero} squealed.', '{grownup} hid. Then: "Boo!"'],
    ['{grownup} hid Teddy under a cloth, and {hero} lifted the cloth, and there was Teddy, all along.', 'Where is Teddy? Under the cloth!'],
    ['{hero} peeped round the door, and back, and round again, giggling every time.', 'Round the door. Boo! Giggle!'],
    ['At the window, the moon hid behind a cloud, and came out again. "Peekaboo, moon!" said {hero}.', '"Peekaboo, moon!" said {hero}.'],
  ],
  senses: ['The blanket was soft and smelled of home.', 'Behind {his} hands, it was dark and warm.'],
  win: '{hero} could play peekaboo, and wait for the boo',
  end: ['At bedtime, {hero} pulled the cover up over {his} face, and down again, and said "Peekaboo," and fell asleep.', '"Peekaboo," said {hero}, and went to sleep.'],
};

export const PEEKABOO_SETBACK: Wording = 'Then {hero} hid so well behind the sofa that {he} could not see anyone either, and felt very small, until {grownup} peeped over the top.';
export const PEEKABOO_CHOICE: Wording = '{hero} could hide behind the curtain or under the blanket, and {he} chose the blanket.';
export const PEEKABOO_SUBPLOT = themeSubplot(
  '{hero} found that waiting made the boo more fun.',
  '{pal} wanted a turn to hide, but did not know how.',
  'the first hiding place',
  '{hero} let {pal} hide first, behind the curtain, and said, "Where\'s {pal}?"',
);
