import { themeSubplot } from './subplots';
import type { CatalogueTheme, Variant, Wording } from './theme-entry';

/** Every fundraiser's total: counted, and handed over for the cause the theme names (`fundraising-cause.ts`). */
const TAKEN_THERE: Wording = ['On Saturday they {causegiven}, and {causethanks}.', 'They {causegiven}.'];

/**
 * Raising money for a cause ("raising money for the animal shelter", "a sponsored walk for charity", "fundraising"):
 * a target, a slow start, a poster, the total counted, and the money taken there. The way the money is raised is the
 * one the words name: a bake sale is the entry's own, a sponsored walk and a lemonade stand its variants. A cake sale or
 * a lemonade stand with no cause named keeps its own entry.
 */
const SPONSORED_WALK: Variant = {
  said: /\bsponsored (?:walks?|swims?|runs?|silences?|bike rides?|cycles?)\b|\b(?:charity|fun) (?:walks?|runs?)\b|\bwalk(?:ing)? \d+ (?:miles|km|kilometres)\b/i,
  opening: ['{hero} was doing a sponsored walk, five miles round the reservoir, to raise fifty pounds for {cause}.', '{hero} was doing a sponsored walk to raise money for {cause}.'],
  tries: [
    ['{hero} asked the neighbours to sponsor {him}, but the first three were out, and the fourth said maybe next time.', '{hero} asked the neighbours, but most of them were out.'],
    ['{hero} set off far too fast, and after one mile {his} legs ached and a blister started on {his} heel.', '{hero} set off too fast, and got a blister.'],
    ['{hero} looked at the sponsor form, with only two names on it, and nearly gave up on the whole idea.', '{hero} had only two names on the form.'],
  ],
  turn: ['{hero} put a plaster on the blister, slowed to a steady pace, and counted the mile markers one by one until the last one came into sight.', '{hero} put on a plaster, slowed down, and kept going to the end.'],
  details: [
    ['The sponsor form had a line for every name and how much they would give for each mile.', 'The sponsor form had a line for every name.'],
    ['{hero} made a poster for the corner shop window, with {causepicture} and the words "Walk for {Cause}".', '{hero} made a poster with {causepicture} on it.'],
    ['After the walk, {hero} went round with the form again, and counted it all up: fifty-three pounds and forty pence.', 'After the walk, {hero} counted it all: fifty-three pounds!'],
    TAKEN_THERE,
  ],
  win: '{hero} had walked every mile and beaten the target',
};

/** A sponsored silence (round 18, read 42: told as a sponsored walk round a reservoir): a whole hour without a word. */
const SPONSORED_SILENCE: Variant = {
  said: /\bsponsored silences?\b|\b(?:an?|one) hour(?:'s)? (?:of )?silence\b/i,
  opening: ['{hero} was doing a sponsored silence at school, a whole hour without saying one single word, to raise fifty pounds for {cause}.', '{hero} was doing a sponsored silence: one whole hour, not one word, for {cause}.'],
  tries: [
    ['Five minutes in, somebody dropped a whole pot of pencils, and {hero} opened {his} mouth to say "Oops!" and only just shut it again.', 'Five minutes in, {hero} nearly said "Oops!"'],
    ['{hero} tried to ask for the glue by pointing, and got the scissors, then a ruler, then a very confused look.', '{hero} pointed at the glue, and got the scissors.'],
    ['Halfway through, {pal} pulled a funny face, and a giggle came bubbling up, and {hero} had to hold {his} nose to keep it in.', 'A giggle bubbled up, and {hero} held it in.'],
  ],
  turn: ['{hero} took a piece of paper and wrote on it in big letters, "I WILL NOT TALK. ASK ME LATER," held it up with a grin, and did the rest of the hour in notes and thumbs-ups.', '{hero} wrote a note: "ASK ME LATER," and held it up.'],
  details: [
    ['The sponsor form had a line for every name and how much they would give if {hero} lasted the whole hour.', 'The sponsor form had a line for every name.'],
    ['The classroom clock ticked louder than {hero} had ever heard it, and the big hand hardly moved.', 'The clock ticked, very slowly.'],
    ['When the hour ended, the first thing {hero} said, very loudly, was "I DID IT!", and everyone cheered: fifty-six pounds!', '"I DID IT!" said {hero}. Fifty-six pounds!'],
    TAKEN_THERE,
  ],
  win: '{hero} had not said a single word for a whole hour, and beaten the target',
  ownSetback: ['Then the head teacher put her head round the door and asked {hero} a question, and the whole class held its breath.', 'Then the head teacher asked {hero} a question!'],
  ownChoice: ['{hero} could sit next to {pal}, who was the funniest person in the class, or at the table by the window, and {he} chose the window.', '{hero} chose the seat by the window.'],
};

/** A jumble sale (read 42: told as a bake sale): the things sorted out at home, the price stickers, the rummaging crowd. */
const JUMBLE_SALE: Variant = {
  said: /\bjumble sales?\b|\brummage sales?\b|\bsell(?:ing)? (?:my |our |his |her |their |some )?old (?:toys|books|clothes|things)\b/i,
  opening: ['{hero} was running a jumble sale in the school hall, to raise fifty pounds for {cause}.', '{hero} was having a jumble sale to raise money for {cause}.'],
  tries: [
    ['{hero} priced everything at a pound, even a jigsaw with three pieces missing, and people picked things up and put them down again.', 'People picked things up, and put them down again.'],
    ['{hero} tried to sell {his} old coat to a lady who was looking for a teapot.', '{hero} tried to sell a coat to someone who wanted a teapot.'],
    ['When the doors opened, everybody rushed at once, and {hero} could not give change fast enough.', 'Everybody rushed in at once!'],
  ],
  turn: ['{hero} made a sign, "Everything on this table 20p", put the best things at the front where people could see them, and told each person what the money was for.', '{hero} made a sign: "Everything 20p!"'],
  details: [
    ['All week, {hero} had sorted through cupboards at home: old toys, books that were too young now, a lamp shaped like a moon.', '{hero} had sorted out old toys and books.'],
    ['Every thing had a little round sticker with its price on, and the tables were piled high.', 'Every thing had a price sticker.'],
    ['At the end, {hero} tipped out the tin and counted every coin twice: fifty-four pounds and ten pence.', '{hero} counted the tin: fifty-four pounds!'],
    TAKEN_THERE,
  ],
  win: '{hero} had beaten the target, and the money was on its way to {cause}',
};

const LEMONADE: Variant = {
  said: /\blemonade\b/i,
  opening: ['{hero} was setting up a lemonade stand by the front gate, to raise thirty pounds for {cause}.', '{hero} was selling lemonade to raise money for {cause}.'],
  details: [
    ['{grownup} helped squeeze the lemons, and {hero} stirred in the sugar and the ice.', '{hero} stirred in the sugar and the ice.'],
    ['{hero} made a poster that said "Lemonade for {Cause}, 50p", with {causepicture} on it.', '{hero} made a poster with {causepicture} on it.'],
    ['At the end of the day {hero} tipped out the jar and counted it all: thirty-one pounds and fifty pence.', '{hero} counted the coins: thirty-one pounds!'],
    TAKEN_THERE,
  ],
};

/** A sale or a stand for a cause ("a cake sale for the school library", "a bake sale for the food bank"): the fundraiser, not the library. */
const SALE_FOR_A_CAUSE = /\b(?:cake|bake|lemonade|toy|book|jumble|plant|car boot)\s+(?:sales?|stalls?|stands?)\s+(?:for|to help)\s+(?!(?:(?:my|his|her|their|our|the|a)\s+)?(?:birthday|party|fun|fair|fete|summer fair|school fair|holiday)\b)\S/;

export const FUNDRAISING: CatalogueTheme = {
  id: 'fundraising', kind: 'activity', petsStayHome: true,
  words: new RegExp(`${/\b(?:rais(?:e|es|ing|ed)|collect(?:ing)?) (?:some )?(?:money|funds|cash)\b|\bfund-?rais\w*\b|\bsponsored (?:walks?|swims?|runs?|silences?|bike rides?|cycles?)\b|\b(?:for|to help) (?:a |the )?charity\b|\bcharity (?:fun )?(?:walks?|runs?|sales?|events?|bake sales?)\b|\bfor (?:the |a |an |our )?(?:local )?(?:animal |dog |cat |pet )?(?:shelter|rescue centre|rescue center|charity)\b/.source}|${SALE_FOR_A_CAUSE.source}`, 'i'),
  means: /\braise money\b|\bfundrais\b/,
  name: 'the fundraiser', setting: 'city', lesson: 'helping',
  title: ['{hero} Raises the Money', '{hero} and the Big Total'],
  opening: ['{hero} was running a bake sale at the school gate, to raise fifty pounds for {cause}.', '{hero} was having a bake sale to raise money for {cause}.'],
  worry: ['"Fifty pounds is a lot of money," said {hero}. "What if we only get five?"', '"What if we don\'t raise enough?" said {hero}.'],
  tries: [
    ['{hero} set out the table, but for the first half hour only two people stopped, and neither of them bought a thing.', 'At first, hardly anyone stopped.'],
    ['{hero} called out, "Cakes! Buy a cake!", but people hurried past with their heads down.', '{hero} called out, but people hurried past.'],
    ['{hero} cut the prices in half, and then worried that the total would be even smaller.', '{hero} cut the prices, and then worried.'],
  ],
  turn: ['{hero} stuck the poster on the front of the table, with {causepicture}, and told each person who stopped what the money was for, and people began to queue.', '{hero} put up the poster with {causepicture} and told people what the money was for.'],
  details: [
    ['{hero} had baked with {grownup} the night before. There were flapjacks and fairy cakes, and a lemon cake that sank in the middle.', '{hero} had baked flapjacks and fairy cakes.'],
    ['The poster said "Bake Sale for {Cause}" in big letters, with a thermometer drawn on to colour in up to fifty pounds.', 'The poster had a thermometer to colour in up to fifty pounds.'],
    ['At the end, {hero} tipped out the tin and counted every coin twice: fifty-eight pounds and twenty pence.', '{hero} counted the tin: fifty-eight pounds!'],
    TAKEN_THERE,
  ],
  senses: ['The tin of coins got heavier, and rattled when {hero} shook it.', 'The poster flapped in the breeze, taped to the table.'],
  win: '{hero} had beaten the target, and the money was on its way to {cause}',
  end: ['That night {hero} coloured the poster\'s thermometer in right to the top, and a little bit over.', '{hero} coloured the thermometer right to the top.'],
  variants: [SPONSORED_SILENCE, JUMBLE_SALE, SPONSORED_WALK, LEMONADE],
};

export const FUNDRAISING_SETBACK: Wording = 'Then a gust of wind blew the poster off the table and into a puddle, and the ink ran.';
export const FUNDRAISING_CHOICE: Wording = '{hero} could stand behind the table or out in front of it, and {he} chose out in front, where people could see {him}.';
export const FUNDRAISING_SUBPLOT = themeSubplot(
  '{hero} saw that people give more when they know what it is for.',
  '{pal} wanted to help but had no money to give.',
  'the spare pens',
  '{hero} gave {pal} the spare pens, and {pal} made three more posters, and that was {palhis} way of giving.',
);
