import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A worry about a test at school ("worrying about a spelling test", "times tables test", "SATs", "exams"): the
 * practising, the worry that every word will be forgotten, and doing one's best. {test} is the test the parent names
 * (`plots/theme-story.ts`), else "the test". A spelling bee is a contest (`spelling-bee`).
 */
export const TEST_WORRY: CatalogueTheme = {
  id: 'test-worry', kind: 'feeling',
  words: /\b(?:weekly|friday|learning (?:my|his|her|their) )spellings\b|\b(?:spelling|maths?|math|times ?tables?|multiplication|reading|science|phonics|school|class|end of (?:term|year)|mock|practice|big) tests?\b|\bSATs\b|\b(?:eleven|11) ?plus\b|\b(?<!(?:piano|violin|guitar|cello|recorder|flute|drum|drums|music|dance|ballet|tap|singing|belt|grade \d) )exams?\b|\b(?:worr\w*|nervous|anxious|scared|stress\w*) (?:about|for|of) (?:a |the |his |her |their |my |an )?(?:big |next |first )?(?:tests?|exams?)\b|\brevis(?:e|es|ing|ion) for\b/i,
  means: /\b(?:worry|nervous|scare|stress|anxious) (?:about|for|of) (?:a |the |his |her |their |my )?(?:big |next )?(?:test|exam)\b|\bhave (?:a |the )?(?:big )?test\b/,
  name: 'the test', setting: 'city', petsStayHome: true, lesson: 'bravery',
  title: ['{hero} and {Test}', 'Ready for {Test}'],
  opening: ['On Friday {hero} had {test} at school, and {he} had been worrying about it all week.', 'On Friday {hero} had {test}, and {he} was worried.'],
  worry: ['"What if I forget everything, and get them all wrong?" said {hero}.', '"What if I get it all wrong?" said {hero}.'],
  tries: [
    ['{hero} tried to learn everything at once, the night before, and it all got jumbled up.', '{hero} tried to learn it all at once, and it got jumbled.'],
    ['{hero} lay awake thinking about {test}, and counted the cracks in the ceiling instead of sheep.', '{hero} lay awake, thinking about it.'],
    ['{hero} asked if {he} could stay at home on Friday, just this once.', '{hero} asked to stay at home on Friday.'],
  ],
  turn: ['{hero} practised a few each day with {grownup}, and on Friday took three slow breaths, picked up the pencil, and did {his} best.', '{hero} took three slow breaths and did {his} best.'],
  details: [
    ['{grownup} made little cards to practise with at breakfast, a few each day.', 'There were little cards to practise at breakfast.'],
    ['{grownup} said, "A test only shows what you know today. It does not show how clever or how kind you are."', '{grownup} said, "Just do your best."'],
    ['In the classroom, the desks were in rows and the clock ticked very loudly.', 'The clock in the classroom ticked loudly.'],
    ['The teacher said, "Just do your best. That is all anyone can do."', 'The teacher said, "Just do your best."'],
  ],
  senses: ['The pencil was freshly sharpened, and smelled of wood.', 'The classroom clock went tick, tock, tick.'],
  win: '{hero} did {his} best in {test}',
  end: ['When {test} was over, {hero} ran out to {grownup} and said, "I knew more than I thought I did!"', 'After {test}, {hero} said, "I knew more than I thought!"'],
};

export const TEST_WORRY_SETBACK: Wording = 'Then, the night before, {hero} looked at the cards and could not remember a single one, and {his} tummy went tight.';
export const TEST_WORRY_CHOICE: Wording = '{hero} could stay up late practising or go to bed on time, and {he} chose bed.';
export const TEST_WORRY_SUBPLOT = themeSubplot(
  '{hero} saw that a little practice each day and a good sleep helped more than worrying did.',
  '{pal} was worried about {test} too, and kept biting {palhis} pencil.',
  'a go with the practice cards',
  '{pal} practised with the little cards at playtime, and found {palhe} knew most of them already.',
);
