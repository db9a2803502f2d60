import type { Setting } from '@studio/contracts/stories';
import type { DayStoryLines } from './day-story';
import { SEEKINGS } from './seeking';

/**
 * What gathering one kind of thing is like, for a day of collecting or picking ("collecting shells", "picking
 * blackberries", "collecting conkers"): where they are found, what they look and feel like, the small trouble (a
 * prickle, a broken one, a full bucket) and the little win. Every line is true of the thing: blackberries grow on
 * prickly brambles and stain fingers purple; conkers fall in spiky green cases in autumn; shells are left on the sand
 * when the tide goes out, and an empty one is the only one to take.
 */
export interface Gathering extends DayStoryLines {
  /** The head words of the day's thing. */
  words: RegExp;
  /** Where they are found: shells on the beach, conkers under the trees; a list is hunted wherever the theme says. */
  setting?: Setting;
  /** What the child hopes for and what the kit knows, where a thing looked for is not one of many taken home (`seeking.ts`). */
  hope?: string;
  steps?: string;
}

export const GATHERINGS: readonly Gathering[] = [
  {
    words: /^(?:shells?|seashells?|pebbles?|sea ?glass)$/,
    setting: 'beach',
    worry: ['"What if I can\'t find a special one?" asked {hero}.', '"Can I fill the whole bucket?" asked {hero}.'],
    tries: [
      ['{hero} picked up the first shell {he} saw, but it was broken in half.'],
      ['{hero} ran down to the edge of the sea, and a wave came and filled {his} boots.'],
      ['{hero} found a pretty shell, but there was a tiny creature still living inside it.'],
    ],
    turn: ['{hero} had an idea: {he} would walk slowly along the line of seaweed where the tide had been, looking down, and put back any shell with someone living in it.'],
    details: [
      ['{grownup} gave {hero} a little bucket, and they walked along the sand where the tide had gone out.'],
      ['There were shells everywhere: white ones, stripy ones, and tiny pink ones like fingernails.'],
      ['Right by the seaweed, {hero} found a shell shaped like a fan, smooth and empty, just right.'],
      ['At home, {hero} washed the shells and laid them out in a long, wiggly line.'],
    ],
    senses: ['The waves went hush, hush, up the sand and back.', 'A seagull called from up above.', 'The sand was cold and wet under {hero}\'s feet.', 'Every shell was smooth inside and bumpy outside.', 'When {hero} held a big shell to {his} ear, it sounded like the sea.'],
    win: 'the bucket was full of shells, with one special one on top',
    end: ['At bedtime, {they} sat on the windowsill, the special one in the middle, and {hero} could almost hear the sea.'],
    setback: ['Then {hero} tripped on a rock, and half the shells tipped back onto the sand.'],
    choice: ['{hero} could keep the biggest shell or the prettiest, and {he} chose the prettiest.'],
    taught: ['{hero} noticed that the best shells were where the tide had left the seaweed.', '{hero} saw that looking slowly found more than running.'],
    gives: 'the shell shaped like a fan',
    solved: ['{pal} held the fan shell up to the light, and grinned.'],
  },
  {
    words: /^(?:conkers?|acorns?|pine ?cones?|chestnuts?|leaves|leaf|sticks?|twigs?|feathers?)$/,
    setting: 'forest',
    worry: ['"What if there are none left?" asked {hero}.', '"Can I find the biggest one?" asked {hero}.'],
    tries: [
      ['{hero} picked up a spiky green case, and the prickles pricked {his} fingers.'],
      ['{hero} shook a low branch to make more fall, but only leaves came down, all over {his} hair.'],
      ['{hero} filled {his} pockets so full that they fell out again with every step.'],
    ],
    turn: ['{hero} had an idea: {he} would press the spiky cases open with a boot, gently, and take out what was inside.'],
    details: [
      ['{grownup} and {hero} walked under the big trees, where the ground was crunchy with leaves.'],
      ['Under the leaves there were spiky green cases, some split open.'],
      ['Inside one was a conker, shiny and brown, like a polished button.'],
      ['At home, {hero} put them all in a bowl on the table, the biggest on top.'],
    ],
    senses: ['The leaves went crunch, crunch under {hero}\'s boots.', 'The air smelled of damp earth and autumn.', 'The conker was smooth and cool, and fitted right in {hero}\'s hand.', 'A squirrel ran up a tree with something in its mouth.'],
    win: 'the bag was heavy with treasures from under the trees',
    end: ['At bedtime, {hero} counted {they} one more time, with the shiniest on top.'],
    setback: ['Then it began to drizzle, and the leaves turned slippery.'],
    choice: ['{hero} could keep the biggest one or the shiniest, and {he} chose the shiniest.'],
    taught: ['{hero} noticed that the best ones were hiding under the leaves.', '{hero} saw that a boot opened the spiky cases better than fingers.'],
    gives: 'the shiniest one of all',
    solved: ['{pal} rubbed it on {palhis} sleeve until it shone, and grinned.'],
  },
  {
    words: /^(?:blackberries|blackberry|berries|raspberries|blueberries|apples?|plums?|cherries|elderflowers?)$/,
    setting: 'forest',
    worry: ['"Will there be enough to fill the tub?" asked {hero}.', '"Can I reach the best ones?" asked {hero}.'],
    tries: [
      ['{hero} reached right into the bush for a big one, and a bramble scratched {his} arm.'],
      ['{hero} picked a red one, but it was hard and sour, not ready yet.'],
      ['{hero} ate nearly as many as {he} picked, and the tub stayed almost empty.'],
    ],
    turn: ['{hero} had an idea: {he} would pick only the dark, soft ones that came off with a gentle pull, and leave the red ones to ripen.'],
    details: [
      ['{grownup} brought an old ice-cream tub, and they walked to where the brambles grew along the path.'],
      ['The bushes were full of berries, some red, some dark and shiny.'],
      ['The ripe ones fell into {hero}\'s hand with just a little pull.'],
      ['At home, {grownup} washed the berries, and there were enough for a crumble.'],
    ],
    senses: ['{hero}\'s fingers were purple all over.', 'A bee buzzed lazily round the brambles.', 'The berries were warm from the sun, and sweet.', 'The tub went plink, plink as the first berries dropped in.'],
    win: 'the tub was full of dark, ripe berries',
    end: ['That evening, there was warm crumble for pudding, made with {they} {hero} had picked.'],
    setback: ['Then {hero} tripped, and some berries rolled out of the tub into the grass.'],
    choice: ['{hero} could eat one now or save them all for later, and {he} chose just one now.'],
    taught: ['{hero} noticed that the ripe ones came off easily, and the others were not ready.'],
    gives: 'the fattest berry in the tub',
    solved: ['{pal} ate it slowly, and had purple lips, and everyone laughed.'],
  },
];

/** The gathering of what a day's thing names: "the shells", "the conkers". */
export const gatheringOf = (thing: string): Gathering | undefined => [...GATHERINGS, ...SEEKINGS].find((one) => one.words.test(thing.replace(/^the /, '').split(' ').slice(-2).join(' ')) || one.words.test(thing.split(' ').at(-1) ?? ''));
