import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Cooking a real meal for the family ("learning to cook dinner for the family", "making tea for everyone"): a recipe,
 * chopping by a grown-up's rules, getting the timing right, something a bit burnt, and the family round the table.
 * Biscuits and cakes are `baking`; pancakes are `pancakes`; helping to cook ("cooking dinner with dad") is a day told in
 * its steps (`plots/day-kits.ts`).
 */
export const COOKING_DINNER: CatalogueTheme = {
  id: 'cooking-dinner', kind: 'activity',
  words: /\b(?:cook(?:s|ed|ing)?|mak(?:e|es|ing)|made) (?:a |the |our |their )?(?:family )?(?:dinner|supper|tea|meal|lunch|spaghetti|pasta|curry|stir[- ]?fry|roast) (?:for (?:the |his |her |my |our )?(?:whole )?(?:family|everyone|everybody)|all by (?:my|him|her|them)sel(?:f|ves)|by (?:my|him|her|them)sel(?:f|ves)|on (?:his|her|their|my|our) own)\b|\blearn(?:s|ing)? to cook\b|\bcook(?:ing|s)? for (?:the |his |her |my |our )?(?:whole )?(?:family|everyone|everybody)\b|\b(?:family|first) (?:meal|dinner) (?:he|she|they) cooked\b/i,
  means: /\bcook (?:a |the )?(?:dinner|supper|meal|tea) for (?:the )?(?:family|everyone)\b|\blearn to cook\b/,
  name: 'the family dinner', setting: 'home', lesson: 'perseverance',
  title: ['{hero} Cooks Dinner', 'Dinner Is Served'],
  opening: ['Tonight, for the first time, {hero} was cooking dinner for the whole family: spaghetti with tomato sauce, from a real recipe.', 'Tonight {hero} was cooking dinner for everyone.'],
  worry: ['"What if it goes wrong and nobody can eat it?" said {hero}, reading the recipe for the third time.', '"What if nobody can eat it?" said {hero}.'],
  tries: [
    ['{hero} started chopping the onion fast, like a chef on television, and {grownup} said, "Slow. Claw hand, fingertips tucked in."', '{hero} chopped too fast. "Claw hand," said {grownup}.'],
    ['{hero} put the pasta in before the water was boiling, and it sat there, sulking, in the warm water.', '{hero} put the pasta in too soon.'],
    ['{hero} tried to do the sauce, the pasta and the garlic bread all at once, and did not know which pan to look at.', '{hero} tried to do everything at once.'],
  ],
  turn: ['{hero} stopped, read the recipe again, and wrote the steps on a list in order, with a time next to each, and set the kitchen timer.', '{hero} wrote the steps in order, and set the timer.'],
  details: [
    ['The recipe was in {grownup}\'s old cookbook, with a tomato stain on the page from years ago.', 'The recipe had an old tomato stain on it.'],
    ['{grownup}\'s rules: knives point down, the pan handle turns in, and the oven is opened by a grown-up.', 'Knives point down. Pan handles turn in.'],
    ['The garlic bread came out a bit black at the edges, and {hero} scraped it, and it was still good.', 'The garlic bread was a bit burnt at the edges.'],
    ['The whole family sat round the table, and nobody talked for a while, because they were all eating.', 'The family sat round the table and ate.'],
  ],
  senses: ['The kitchen smelled of garlic and tomatoes.', 'The water bubbled, and the timer ticked on the shelf.'],
  win: 'dinner was on the table, and everyone had seconds',
  end: ['After dinner, {hero} wrote "Next time: less burnt" in the cookbook, and everyone asked what {he} would cook next week.', '"What will you cook next week?" everyone asked.'],
  // A child under six does not chop, boil or fry: the little one helps the grown-up who cooks, with the safe jobs.
  fromAge: '6-8',
  younger: {
    title: ['{hero} Helps Cook Dinner', 'Dinner Is Served'],
    opening: ['Tonight {hero} was helping {grownup} cook dinner for the whole family.', 'Tonight {hero} was helping {grownup} cook dinner.'],
    worry: ['"Can I help with the big pan?" asked {hero}.', '"Can I help?" asked {hero}.'],
    tries: [
      ['{hero} reached for the big knife, and {grownup} said, "That one is mine. You can wash the tomatoes."', '{hero} reached for the knife. "That one is mine," said {grownup}.'],
      ['{hero} washed the tomatoes so hard that water went all over the floor.', '{hero} splashed water on the floor.'],
      ['{hero} tore the lettuce into tiny, tiny bits, and some went on the floor.', '{hero} tore the lettuce into tiny bits.'],
    ],
    turn: ['{hero} stood on the step, far from the hot pan, and stirred the cold salad with a big spoon.', '{hero} stirred the salad with a big spoon.'],
    details: [
      ['{grownup} cooked the pasta, and {hero} watched the steam from far back.', '{grownup} cooked the pasta. The steam went up.'],
      ['{grownup}\'s rule: the hob and the knives are for grown-ups.', 'The hob is hot. It is for grown-ups.'],
      ['{hero} put a fork by every plate, one, two, three, four.', '{hero} put out the forks, one, two, three.'],
      ['The whole family sat round the table and ate it all up.', 'The family sat down and ate.'],
    ],
    win: 'dinner was on the table, and {hero} had helped',
    end: ['"Thank you for helping, chef," said {grownup}, and everyone had seconds.', '"Thank you, chef," said {grownup}.'],
    ownSetback: 'Then the pan bubbled over, hiss, and {grownup} turned the heat down.',
    ownDoubt: '{hero} looked at the wet floor and the lettuce bits. "I\'m not a good helper," {he} said.',
    ownChoice: '{hero} could put out the forks or the cups, and {he} chose the forks.',
    ownSubplot: themeSubplot(
      '{hero} saw that a little helper had jobs of {his} own.',
      '{pal} wanted a job too.',
      'the cups',
      '{pal} put out the cups, and there was one for everyone.',
    ),
  },
};

export const COOKING_DINNER_SETBACK: Wording = 'Then the sauce bubbled over, hissing on the hob, and the smoke alarm began to beep.';
export const COOKING_DINNER_CHOICE: Wording = '{hero} could serve it all at once or wait for the garlic bread, and {he} chose to wait, and set the table while {he} did.';
export const COOKING_DINNER_SUBPLOT = themeSubplot(
  '{hero} saw that cooking was mostly doing things in the right order, and not in a rush.',
  '{pal} wanted to help but was only allowed to do the safe jobs.',
  'the job of the salad',
  '{pal} tore the lettuce and made the salad, and it was the only thing that was not even a bit burnt.',
);
