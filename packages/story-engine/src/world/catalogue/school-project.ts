import { themeSubplot } from './subplots';
import type { CatalogueTheme, Variant, Wording } from './theme-entry';

/** Every project's last detail: the class watching. */
const PRESENTED: Wording = ['On Friday, {hero} and {pal} stood at the front and presented it, and at the end somebody at the back asked a question, and {hero} knew the answer.', 'On Friday they presented it to the class, and {hero} answered a question.'];

/**
 * A school project on a topic ("a school project about the Romans", "a volcano project", "homework project on the
 * rainforest"): finding things out, a model that collapses, a partner to agree with, and presenting it to the class.
 * The entry's own lines name no topic; the topic the words name is a variant with its own true details. A science fair
 * keeps its own entry.
 */
const ROMANS: Variant = {
  said: /\bromans?\b|\bancient rome\b/i,
  opening: ['{hero}\'s class was doing the Romans, and {hero} and {pal} had two weeks to make a project about them, with a model, to show the class.', '{hero} and {pal} had to make a project about the Romans, with a model.'],
  turn: ['{hero} said they should build the model again, but smaller and stronger, a Roman fort with lollipop-stick walls glued in a square, and {pal} said yes.', '{hero} and {pal} built a smaller, stronger Roman fort out of lollipop sticks.'],
  details: [
    ['{hero} found out that Roman soldiers marched about twenty miles a day, and carried their own food, tools and a shield.', 'Roman soldiers marched twenty miles a day.'],
    ['The Romans built straight roads, and baths with hot and cold rooms, and some of their roads are still under ours.', 'The Romans built long, straight roads.'],
    ['{pal} made a mosaic out of squares of coloured paper, just like the floors in a Roman villa.', '{pal} made a mosaic of paper squares.'],
    PRESENTED,
  ],
};
const VOLCANOES: Variant = {
  said: /\bvolcano(?:e?s)?\b|\beruptions?\b/i,
  opening: ['{hero}\'s class was doing volcanoes, and {hero} and {pal} had two weeks to make a project, with a model volcano, to show the class.', '{hero} and {pal} had to make a volcano project, with a model.'],
  turn: ['{hero} said they should build the volcano again round a plastic bottle, so it would stand up, and {pal} said yes.', '{hero} and {pal} built the volcano again round a bottle, so it stood up.'],
  details: [
    ['{hero} found out that the hot rock inside a volcano is called magma, and once it comes out it is called lava.', 'Inside a volcano is hot rock called magma.'],
    ['Some volcanoes are asleep for hundreds of years, and then wake up.', 'Some volcanoes sleep for years.'],
    ['For the eruption, they put in baking soda and a splash of vinegar with red food colouring, and it fizzed up and over the top.', 'Baking soda and vinegar made it fizz over.'],
    PRESENTED,
  ],
};
const RAINFOREST: Variant = {
  said: /\brain ?forests?\b|\bjungles?\b|\bamazon\b/i,
  opening: ['{hero}\'s class was doing the rainforest, and {hero} and {pal} had two weeks to make a project, with a model, to show the class.', '{hero} and {pal} had to make a rainforest project, with a model.'],
  turn: ['{hero} said they should build the model again in a shoebox, one layer at a time, and {pal} said yes.', '{hero} and {pal} built the rainforest again in a shoebox, layer by layer.'],
  details: [
    ['{hero} found out that a rainforest has layers: the forest floor, the understory, the canopy, and the tall trees poking out on top.', 'A rainforest has layers, from the floor to the treetops.'],
    ['More kinds of animals live in rainforests than anywhere else on land, from tree frogs to sloths.', 'Tree frogs and sloths live in the rainforest.'],
    ['{pal} made a sloth out of a pipe cleaner, and hung it upside down from a branch.', '{pal} made a pipe-cleaner sloth.'],
    PRESENTED,
  ],
};

export const SCHOOL_PROJECT: CatalogueTheme = {
  id: 'school-project', kind: 'event', petsStayHome: true,
  words: /^(?!.*\bscience (?:fair|show)s?\b).*(?:\b(?:school|class|homework|history|science|geography|topic|group|research|art) projects?\b|\bprojects? (?:about|on) (?:the )?\w+|\b(?:volcano|rainforest|roman|romans) projects?\b|\bmodel (?:volcano|of a volcano)\b)/i,
  means: /\bschool project\b|\bproject about\b/,
  name: 'the project', setting: 'city', lesson: 'teamwork',
  palMet: '{pal} was {hero}\'s project partner, picked by the teacher.',
  title: ['{hero}\'s School Project', '{hero} and the Big Project'],
  opening: ['{hero} and {pal} had two weeks to make a school project, with a poster and a model, to show the whole class.', '{hero} and {pal} had to make a project, with a model.'],
  worry: ['"What if it goes wrong in front of everyone?" said {hero}.', '"What if it goes wrong?" said {hero}.'],
  tries: [
    ['{hero} copied a page of facts from the first website {he} found, but {he} did not understand half of the words.', '{hero} copied facts {he} did not understand.'],
    ['{hero} and {pal} argued about the poster, and each drew their own half, and the halves did not match.', '{hero} and {pal} argued about the poster.'],
    ['They built the model too tall, with too much glue, and the night before it was due, it slowly sagged and collapsed.', 'The model sagged and fell down.'],
  ],
  turn: ['{hero} said they should build the model again, smaller and stronger, and each do the part they were best at, and {pal} said yes.', '{hero} and {pal} built it again, smaller and stronger.'],
  details: [
    ['{hero} went to the library and wrote down facts in {his} own words, one on each card.', '{hero} wrote facts on cards in {his} own words.'],
    ['{hero} did the writing and {pal} did the drawing, and that way the poster looked like one poster.', '{hero} wrote and {pal} drew.'],
    ['They practised the talk at home, in front of {grownup} and a row of teddies.', 'They practised in front of the teddies.'],
    PRESENTED,
  ],
  senses: ['The kitchen table was covered in glue, card and felt-tip pens.', 'The glue smelled sharp, and stuck to {hero}\'s fingers.'],
  win: 'the project was finished, model and all, and the class had loved it',
  end: ['The model stayed on the classroom shelf for the rest of term, and {hero} looked at it every morning.', 'The model stayed on the classroom shelf.'],
  variants: [ROMANS, VOLCANOES, RAINFOREST],
};

export const SCHOOL_PROJECT_SETBACK: Wording = 'Then the printer ran out of ink halfway through the pictures.';
export const SCHOOL_PROJECT_CHOICE: Wording = '{hero} could do the talking or hold up the model, and {he} chose the talking.';
export const SCHOOL_PROJECT_SUBPLOT = themeSubplot(
  '{hero} saw that two people doing what they are best at beat one person doing it all.',
  '{pal} was nervous about talking in front of the class.',
  'the cue cards',
  '{hero} wrote {pal} cue cards with one fact on each, big and clear, and {pal} read them out without a wobble.',
);
