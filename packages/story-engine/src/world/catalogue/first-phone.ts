import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A child's first phone ("my first phone", "getting a mobile", "staying safe online"): the rules made together, the
 * phone that sleeps in the kitchen, the first message to a grandparent, and showing a grown-up a message that felt wrong.
 * Too much tablet in an afternoon is `screen-time`.
 */
export const FIRST_PHONE: CatalogueTheme = {
  id: 'first-phone', kind: 'moment',
  words: /\b(?:first|own) (?:mobile |smart ?)?phone\b|\bfirst (?:mobile|smartphone)\b|\bget(?:s|ting)? (?:a|an|his|her|their|my) (?:own )?(?:mobile|smart ?phone|phone)\b|\b(?:being|staying|keeping) safe online\b|\b(?:online|internet) safety\b/i,
  means: /\b(?:get|have|want|buy) (?:a |an |his |her |their |my )?(?:own |first |new )?(?:mobile|phone|smartphone)\b|\bsafe online\b/,
  name: 'the new phone', setting: 'home', lesson: 'honesty',
  title: ['{hero}\'s First Phone', '{hero} Gets a Phone'],
  opening: ['{hero} had {his} very first phone, in a bright blue case, and {he} could not stop looking at it.', '{hero} had {his} very first phone, in a bright blue case.'],
  worry: ['"Can I keep it on all the time?" asked {hero}. "Everyone else does."', '"Can I keep it on all the time?" asked {hero}.'],
  tries: [
    ['{hero} took the phone to tea, and it buzzed and buzzed, and nobody could talk properly.', '{hero} took the phone to tea, and it buzzed and buzzed.'],
    ['{hero} kept it under the pillow at bedtime, and a message woke {him} up in the dark.', '{hero} kept it under the pillow, and it woke {him} up.'],
    ['{hero} got a message from a number {he} did not know, and did not know what to do.', '{hero} got a message from someone {he} did not know.'],
  ],
  turn: ['{hero} showed {grownup} the strange message, then put the phone on the charger in the kitchen and said, "Goodnight, phone."', '{hero} showed {grownup} the message, and put the phone to bed in the kitchen.'],
  details: [
    ['{hero} and {grownup} wrote the phone rules on a card, with no phones at tea, no phones in bed, and asking first if you are not sure.', 'The phone rules said no phones at tea, and no phones in bed.'],
    ['The first message {hero} sent was to {gran}, with three hearts and a picture of a snail.', 'The first message went to {gran}, with three hearts.'],
    ['At night the phone lived on the kitchen charger, next to {grownup}\'s.', 'At night the phone slept in the kitchen.'],
    ['When {hero} was not sure about something on the phone, {he} asked first, and that was always the right thing.', 'When {hero} was not sure, {he} asked first.'],
  ],
  senses: ['The phone gave a little buzz, like a bee in a pocket.', 'The blue case was smooth and cool in {hero}\'s hand.'],
  win: '{hero} had a phone, and rules that kept it friendly',
  end: ['The next night, {hero} put the phone on the charger without being asked, and read a book instead.', 'The next night, {hero} put the phone to bed and read a book.'],
  // A child under six has no phone of their own: the little one's phone day is a call to {gran} on the grown-up's.
  fromAge: '6-8',
  younger: {
    title: ['{hero} and the Phone Call', '{hero} Calls {gran}'],
    opening: ['Today {hero} was going to call {gran} on {grownup}\'s phone, and see {gran} on the screen.', 'Today {hero} was going to call {gran} on {grownup}\'s phone.'],
    worry: ['"Can I hold the phone?" asked {hero}.', '"Can I hold it?" asked {hero}.'],
    tries: [
      ['{hero} pressed the screen, and the phone played a song instead.', '{hero} pressed the screen. The phone played a song.'],
      ['{hero} held the phone upside down, and {gran} saw only the ceiling.', '{hero} held the phone upside down.'],
      ['{hero} held the phone so close that {gran} saw only a nose.', '{hero} held it too close. {gran} saw a nose!'],
    ],
    turn: ['{hero} held the phone with {grownup}, stood back, and waved.', '{hero} held the phone with {grownup} and waved.'],
    details: [
      ['{grownup}\'s phone had a blue case with a star on it.', 'The phone had a blue case.'],
      ['{gran} smiled a big smile on the screen, and {hero} smiled back.', '{gran} smiled on the screen.'],
      ['{gran} held up a snail from the garden to show {hero}.', '{gran} held up a snail.'],
      ['After the call, the phone went back on the high shelf.', 'Then the phone went back on the shelf.'],
    ],
    win: '{hero} and {gran} waved and said hello',
    end: ['"Bye-bye, {gran}!" said {hero}, and blew a kiss at the screen.', '"Bye-bye!" said {hero}, and blew a kiss.'],
    ownDoubt: '{hero} looked at the still screen. "Where did {gran} go?" {he} said.',
    ownSetback: 'Then the screen went still, and {gran} stopped in the middle of a word.',
    ownChoice: '{hero} could show {gran} a drawing or a teddy, and {he} chose the teddy.',
    ownSubplot: themeSubplot(
      '{hero} saw that {gran} liked just to see {his} face.',
      '{pal} wanted a turn to wave too.',
      'the phone',
      '{pal} squeezed in next to {hero}, and {gran} waved at them both.',
    ),
  },
};

export const FIRST_PHONE_SETBACK: Wording = 'Then someone in a group chat said something unkind, and {hero}\'s tummy went tight.';
export const FIRST_PHONE_CHOICE: Wording = '{hero} could play a game on the phone or ring {gran}, and {he} chose to ring {gran}.';
export const FIRST_PHONE_SUBPLOT = themeSubplot(
  '{hero} saw that a worry on a phone got smaller as soon as {he} showed it to someone.',
  '{pal} had a message that made {palhim} feel left out, and kept reading it again and again.',
  'the rules card',
  '{pal} copied the rules card, showed the message to a grown-up, and felt lighter straight away.',
);
