import { kinPattern } from '../../core/kin-words';
import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/** A grown-up or an older child of the family, by any word parents type ("auntie", "nonno", "big brother"). */
const KIN = kinPattern({ plural: false });

/**
 * A wedding anniversary (mum and dad's, grandma and grandad's golden one): no aisle, no petals and no flower job, but the
 * wedding photo, the story of that day, a table laid as a surprise and the song from the wedding in the kitchen.
 */
export const ANNIVERSARY_VARIANT: Variant = {
  said: /\banniversar(?:y|ies)\b/i,
  name: 'the anniversary', lesson: 'kindness',
  title: ['{hero} and the Anniversary', 'A Surprise for the Anniversary'],
  opening: ['It was a wedding anniversary: the same day of the year as the wedding, long ago, before {hero} was born, and {hero} had a plan.', 'It was the wedding anniversary, and {hero} had a plan.'],
  worry: ['"What do you give for an anniversary?" asked {hero}. "They have got each other already."', '"What do you give for an anniversary?" asked {hero}.'],
  tries: [
    ['{hero} found the wedding album in the cupboard and looked at the photos: everyone younger, with funny hair.', '{hero} looked at the wedding photos.'],
    ['{hero} tried to make a cake for the anniversary, and it came out of the oven as flat as a pancake.', 'The cake came out flat.'],
    ['{hero} tried to keep the plan a secret, and nearly gave it all away at breakfast.', '{hero} nearly told the secret at breakfast.'],
  ],
  turn: ['{hero} drew the wedding photo on the front of a card, and laid the table with the best plates and a candle in the middle.', '{hero} made a card and laid the table.'],
  details: [
    ['The wedding photo stood on the shelf in a silver frame, and {hero} looked at it for a long time.', 'The wedding photo was on the shelf.'],
    ['There were flowers on the table, the same kind as in the wedding photo.', 'There were flowers on the table.'],
    ['Over dinner, {hero} heard the story of the wedding day: the rain, the wobbly cake and the dancing.', '{hero} heard the story of the wedding day.'],
    ['After dinner, the song from the wedding came on, and everybody danced in the kitchen, {hero} too.', 'Everybody danced in the kitchen.'],
  ],
  win: 'the anniversary dinner was a surprise, and nobody had guessed',
  end: ['That night, {hero} looked at the wedding photo and thought that one day there would be a photo of this day too.', '{hero} looked at the wedding photo and smiled.'],
  ownSetback: 'Then the car pulled into the drive, much too early, and the table was only half laid.',
  ownDoubt: '{hero} looked at the half-laid table. "It won\'t be a surprise now," {he} thought.',
  ownChoice: '{hero} could give the card at breakfast or keep it for dinner, and {he} chose dinner.',
  ownHint: 'Candle in the middle, card by the plate',
  ownSubplot: themeSubplot('{hero} saw that a surprise was mostly the planning, and the planning was the fun.', '{pal} could not find any paper to wrap {palhis} present in.', 'the roll of kitchen foil', '{pal} wrapped the present in kitchen foil, and it shone like silver.'),
};

/**
 * The wedding of one of the family ("my auntie's wedding", "my big brother is getting married"): they are the one
 * getting married ({who}: the cast's by name, "Auntie Jo"), at the front and in the middle of it all, never the
 * companion at the hero's side (`ownerAway`); the hero's job is the petals all the same.
 */
export const KIN_WEDDING_VARIANT: Variant = {
  said: new RegExp(String.raw`\b${KIN}(?:'s|’s)? (?:\w+(?:'s|’s)? )?wedding\b|\b${KIN} (?:is |are |was )?(?:getting|got) married\b`, 'i'),
  owner: 'auntie', ownerAway: true,
  title: ['{who}\'s Wedding', '{hero} at {who}\'s Wedding'],
  opening: ['Today {who} was getting married, and {hero} had a special job at the wedding: to walk down the aisle first, with the flowers.', 'Today {who} was getting married, and {hero} had a special job: the flowers.'],
  details: [
    ['{who} came in wearing wedding clothes, so smart that {hero} had to look twice, and {who} winked, just the same as always.', '{who} looked very smart.'],
    ['The hall was full of chairs with white bows on them.', 'There were white bows on all the chairs.'],
    ['At the front, {who} said "I do" in a clear, happy voice, and everybody cheered.', '{who} said "I do", and everybody cheered.'],
    ['Everyone threw confetti over {who}, like coloured snow, and at the party {who} had the first dance, and then a dance with {hero}.', 'There was confetti, and then {who} danced with {hero}.'],
  ],
  win: 'everyone clapped for {who}, and the petals lay all along the aisle',
  end: ['That night, {hero} found a petal in {his} pocket and kept it, from {who}\'s wedding day.', '{hero} kept a petal from {who}\'s wedding day.'],
};
