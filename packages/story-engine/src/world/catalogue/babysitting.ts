import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * An older child minding a younger brother or sister for the first time ("first time babysitting my little brother",
 * "in charge of her sister for an hour"): a short while, with a grown-up in the house, busy upstairs, and the
 * neighbour's number by the phone, the rules agreed first, the little one's tricks, a small mishap handled, and a bedtime story. Never alone in charge for
 * long: the grown-up is a call up the stairs away, and comes down. A babysitter who minds the hero is not this.
 */
export const BABYSITTING: CatalogueTheme = {
  id: 'babysitting', kind: 'moment', aboutSibling: true, grownUpUpstairs: true, mindsLittleOne: true,
  words: /\bbaby-?sit(?:ting|s)?\b|\bbaby-?sat\b|\b(?:minding|mind|in charge of|keeping an eye on|(?:help(?:s|ed|ing)? (?:to )?)?look(?:s|ed|ing)? after|(?:help(?:s|ed|ing)? (?:to )?)?take care of|taking care of) (?:a |my |his |her |their |our )?(?:little |younger |baby |small )?(?:brother|sister|sibling|cousin)s?\b(?! (?:when|while|who|because) (?:he|she|they) (?:is|was|are|were|has|had|got) )/i,
  means: /\bbabysit\b|\bin charge of (?:\w+ )?(?:little |young )?(?:brother|sister)\b/,
  name: 'the babysitting', setting: 'home', lesson: 'helping',
  title: ['{hero} in Charge', '{hero} Minds {his} {Sib}'],
  opening: ['For the first time ever, {hero} was in charge of {his} little {sib}, {sibname}, for one hour, while {grownup} worked upstairs.', '{hero} was minding {his} little {sib}, {sibname}, for one hour. {grownup} was upstairs.'],
  worry: ['"What if something goes wrong?" said {hero}, and read the list of rules for the third time.', '"What if something goes wrong?" said {hero}.'],
  tries: [
    ['{sibname} hid behind the curtain and would not come out, and {hero} looked in every room before {he} saw the feet.', '{sibname} hid, and {hero} looked everywhere.'],
    ['{sibname} said, "Mum always lets me have three biscuits," and {hero} nearly believed it.', '{sibname} asked for three biscuits.'],
    ['{hero} tried to be strict, like a teacher, and {sibname} just laughed and ran round the sofa.', '{hero} tried to be strict. {sibname} laughed.'],
  ],
  turn: ['{hero} stopped trying to boss {sibname}, sat down on the rug, and said, "Shall we build a den and then have a story?" and {sibname} came straight over.', '{hero} sat down and said, "Den, then a story?" {sibname} came over.'],
  details: [
    ['Before {grownup} went up, they went over the rules together: no cooker, no opening the door, and the neighbour\'s number stuck up by the phone, just in case.', 'The rules: no cooker, no opening the door. The neighbour\'s number was by the phone.'],
    ['{hero} knew that {grownup} was only a shout up the stairs away, and would come straight down if {he} called.', '{grownup} was only upstairs, and would come if {hero} called.'],
    ['{sibname} knocked a cup of juice over, and {hero} did not shout, but got a cloth and mopped it up, and they both giggled.', '{sibname} spilled juice. {hero} got a cloth.'],
    ['At the end, {hero} read {sibname} a bedtime story, doing all the voices, and {sibname} was nearly asleep when {grownup} came down the stairs.', '{hero} read a bedtime story, and {sibname} fell asleep.'],
  ],
  senses: ['The house was very quiet, except for the clock, and {sibname} humming.', 'The den was made of two chairs and a blanket, and it was cosy inside.'],
  win: '{hero} had looked after {sibname} for a whole hour, and done it well',
  end: ['When {grownup} came down, {sibname} said, "Can {hero} mind me again tomorrow?"', '"Can {hero} mind me again?" asked {sibname}.'],
  // Under nine no child is left in charge, even with a grown-up upstairs: the little one helps the grown-up, who stays in
  // the room, busy but there from the first page to the last (round 20: a four-year-old "minding" for an hour alone).
  fromAge: '9-12',
  younger: {
    title: ['{hero} the Big Helper', '{hero} Helps with {sibname}'],
    grownUpUpstairs: undefined,
    opening: ['{grownup} was busy, just across the room, so {hero} was helping to look after {his} little {sib}, {sibname}.', '{hero} was helping {grownup} look after little {sibname}.'],
    worry: ['"What if {sibname} cries and I can\'t make it stop?" said {hero}.', '"What if {sibname} cries?" said {hero}.'],
    tries: [
      ['{hero} pulled {his} funniest face, but {sibname} only stared, and {hero}\'s cheeks got tired.', '{hero} pulled a funny face. {sibname} just stared.'],
      ['{hero} sang a song, very loudly, and {sibname}\'s lip began to wobble.', '{hero} sang very loudly. {sibname}\'s lip wobbled.'],
      ['{hero} brought every toy from the box at once, and {sibname} did not know which to look at.', '{hero} brought all the toys at once.'],
    ],
    turn: ['{hero} sat down close and hid behind {his} hands, then peeped out, peekaboo, very softly, and {sibname} smiled the biggest smile.', '{hero} hid, then peeped out. Peekaboo! {sibname} smiled.'],
    details: [
      ['{grownup} looked over and smiled. "I\'m right here," said {grownup}, "and you\'re a big help."', '{grownup} was right there. "Big help!" said {grownup}.'],
      ['{hero} fetched a clean bib and the soft blanket, one at a time, without being asked.', '{hero} fetched the bib and the blanket.'],
      ['{sibname} grabbed {hero}\'s finger and held on tight.', '{sibname} held {hero}\'s finger.'],
      ['When {grownup} had finished, they all sat on the sofa together, and {sibname} fell asleep.', '{grownup} sat with them. {sibname} fell asleep.'],
    ],
    senses: ['The little one smelled of milk and soap.', 'The rattle went shake, shake, and the clock went tick, tock.'],
    win: '{hero} had helped look after {sibname}, and {sibname} was happy',
    end: ['"Thank you, big helper," said {grownup}, and gave {hero} a big hug.', '"Thank you, big helper," said {grownup}.'],
    ownSetback: 'Then {sibname} dropped the rattle under the sofa and began to cry, and {grownup} looked up.',
    ownDoubt: '{hero} looked at the crying face. "I\'m no good at this," {he} said.',
    ownChoice: '{hero} could shake the rattle or read the picture book, and {he} chose the picture book.',
    ownSubplot: themeSubplot(
      '{hero} saw that looking after someone small mostly meant being gentle and staying close.',
      'The rattle had rolled under the sofa, out of reach.',
      'the long spoon',
      '{hero} fished the rattle out with the long spoon, and {sibname} shook it and shook it.',
    ),
  },
};

export const BABYSITTING_SETBACK: Wording = 'Then {sibname} tripped over the rug and bumped a knee, and began to wail, and {hero}\'s heart thumped.';
export const BABYSITTING_CHOICE: Wording = '{hero} could read the dragon book or the bus book, and {he} let {sibname} choose.';
export const BABYSITTING_SUBPLOT = themeSubplot(
  '{hero} saw that being in charge meant looking after someone, not bossing them about.',
  '{sibname}\'s teddy had gone missing, and bedtime could not happen without it.',
  'the torch',
  '{pal} held the torch, and they searched under the beds together, and found the teddy behind the bath.',
);
