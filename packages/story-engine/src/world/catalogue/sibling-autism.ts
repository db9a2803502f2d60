import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A brother or sister who is autistic ("my brother has autism", "her sister is autistic"): told gently and truly, from
 * the hero's side. Loud noise is hard for {sib}, the same way every day helps, {sib} loves one thing and knows everything
 * about it, and the turn is the hero finding a way to play together. {sib} is never fixed or changed: the hero learns.
 * {sibname} is the brother's or sister's name (Sam, unless the cast has a Sam).
 */
export const SIBLING_AUTISM: CatalogueTheme = {
  id: 'sibling-autism', kind: 'feeling',
  // The brother or sister, not the child the book is for: "my son has autism" is no sibling's story.
  words: /^(?=.*\b(?:brothers?|sisters?|siblings?|twins?)\b)(?=.*(?:\bautis(?:m|tic)\b|\bon the (?:autism |autistic )?spectrum\b|\bneuro ?divergent\b|\badhd\b|\bhyperactiv\w*))/i,
  means: /\b(?:brother|sister|sibling|twin) (?:who )?(?:is|be) different\b/,
  name: 'playing together', setting: 'home', lesson: 'kindness', aboutSibling: true,
  // A brother or sister with ADHD: never still, full of ideas, quick to be cross and quick to be sorry; a game that moves.
  variants: [{
    said: /\badhd\b|\bhyperactiv\w*/i,
    title: ['{hero} and {his} Whirlwind {Sib}', '{hero}\'s {Sib}'],
    opening: ['{hero}\'s {sib}, {sibname}, has ADHD, which means {sibname}\'s brain goes very fast, and sitting still is the hardest thing in the world.', '{hero}\'s {sib}, {sibname}, has ADHD. {sibname}\'s brain goes very fast.'],
    worry: ['"{sibname} never lets me finish anything," said {hero}. "It\'s not fair."', '"{sibname} never lets me finish," said {hero}.'],
    tries: [
      ['{hero} tried to build a tower at the table, but {sibname} jumped up and down so much that it wobbled and fell.', '{hero} built a tower, but {sibname} bounced and it fell.'],
      ['{hero} told a long story at dinner, and {sibname} kept jumping in with a new idea before the end.', '{sibname} kept jumping in before {hero}\'s story ended.'],
      ['{hero} shouted, "Sit still!" and {sibname} went red and stomped off, and {hero} felt bad straight away.', '{hero} shouted, "Sit still!" and {sibname} stomped off.'],
    ],
    turn: ['{hero} thought of a game that moved: a race round the garden to find ten things, and {sibname} found them all, fast, and laughed.', '{hero} made up a fast game to find ten things, and {sibname} loved it.'],
    details: [
      ['{sibname} had a fidget toy that clicked and spun, to keep busy hands busy.', '{sibname} had a fidget toy that clicked.'],
      ['At homework time, a kitchen timer helped: ten minutes of work, then a run round the garden.', 'A kitchen timer helped at homework time.'],
      ['{sibname} was quick to be cross and just as quick to say sorry.', '{sibname} was quick to be cross, and quick to say sorry.'],
      ['{sibname} had more ideas in one minute than most people had all day.', '{sibname} had more ideas than anyone.'],
    ],
    senses: ['Click, click, spin went the fidget toy.', 'Feet thundered up the stairs and down again, twice.'],
    win: '{hero} and {sibname} had found a game that went at both their speeds',
    end: ['At bedtime, {sibname} said, "Race you again tomorrow," and {hero} knew that meant, "I like playing with you."', '"Race you tomorrow," said {sibname}, and {hero} smiled.'],
    ownSetback: 'Then {sibname} knocked {hero}\'s drink over in a hurry, and it went all over {hero}\'s drawing.',
    ownChoice: '{hero} could play the slow board game or the fast hunt with {sibname}, and {he} chose the fast one.',
    ownDoubt: '{hero} looked at the soggy drawing. "Why can\'t {sibname} just slow down?" {he} said.',
    ownSubplot: themeSubplot('{hero} saw that a game could go fast and still be fair.', '{pal} did not understand why {sibname} kept jumping up.', 'a turn to run first', '{hero} let {pal} run first, and {sibname} cheered {pal} on, loudest of all.'),
  }],
  // The tries upset {sibname}: never smiled back at afterwards.
  hurt: true,
  title: ['{hero} and {his} {Sib}', '{hero}\'s {Sib}'],
  opening: ['{hero}\'s {sib}, {sibname}, is autistic, which means {sibname}\'s brain works in its own way.', '{hero}\'s {sib}, {sibname}, is autistic. {sibname}\'s brain works in its own way.'],
  worry: ['"I want {sibname} to play with me," said {hero}, "but {sibname} only ever wants to line up trains."', '"I want {sibname} to play with me," said {hero}.'],
  tries: [
    ['{hero} asked {sibname} to play a loud chasing game, but {sibname} put hands over ears and walked away.', '{hero} asked {sibname} to play chase. {sibname} walked away.'],
    ['{hero} moved {sibname}\'s trains to make a new track, and {sibname} got very upset.', '{hero} moved {sibname}\'s trains. {sibname} got upset.'],
    ['{hero} talked and talked to {sibname}, but {sibname} looked at the window, not at {hero}.', '{hero} talked, but {sibname} looked away.'],
  ],
  turn: ['{hero} sat down quietly next to {sibname} and passed the trains one by one, in the order {sibname} liked, and {sibname} passed one back.', '{hero} sat quietly and passed {sibname} the trains, one by one.'],
  details: [
    ['Loud noises, like the hand dryer at the shops, felt far too big for {sibname}, so {sibname} wore soft ear defenders.', 'Loud noises were too big for {sibname}.'],
    ['{sibname} liked the same blue cup and the same way to the park, every single day.', '{sibname} liked the same blue cup every day.'],
    ['{sibname} knew the name of every train, and how fast each one could go.', '{sibname} knew every train\'s name.'],
    ['{sibname} did not always look at people, but {sibname} was always listening.', '{sibname} did not always look, but {sibname} listened.'],
  ],
  senses: ['Clickety-clack went the little trains along the floor.', 'The house was quiet and calm, just how {sibname} liked it.'],
  win: '{hero} and {sibname} had found a game that was theirs',
  end: ['At bedtime, {sibname} said, "Trains tomorrow, {hero}," and {hero} knew that meant, "I like playing with you."', '"Trains tomorrow," said {sibname}, and {hero} smiled.'],
};

export const SIBLING_AUTISM_SETBACK: Wording = 'Then, at a busy birthday party, the music was too loud for {sibname}, and the whole family had to go home early.';
export const SIBLING_AUTISM_CHOICE: Wording = '{hero} could play the noisy game or the quiet train game with {sibname}, and {he} chose the quiet one.';
export const SIBLING_AUTISM_SUBPLOT = themeSubplot(
  '{hero} saw that playing together can look different, and still be playing together.',
  '{pal} did not understand why {sibname} did not say hello.',
  'the best spot on the rug',
  '{pal} sat on the rug, quiet and still, and {sibname} showed {pal} the fastest engine of all.',
);
