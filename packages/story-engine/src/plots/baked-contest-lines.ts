/**
 * A baking contest ("entering a baking competition", "the bake off at school", "the cake competition at the village
 * show"): the cake, baked at home with a grown-up at the oven, is carried in in a tin, set out, and tasted by the
 * judges with forks. Held-out read 47 told one as a judged show with an entry on a table and no baking at all. In the
 * shape of the contest frame's lines.
 */
export const BAKED = /\b(?:bak(?:e|es|ing|ed)|bake[- ]?offs?|cakes?|cupcakes?|biscuits?|cookies?|breads?|scones?|pies?|victoria sponges?|sponges?)\b/i;

export const BAKED_LINES = {
  worry: ['"What if my cake sinks in the middle?" said {hero}.', '"What if the judges don\'t like the taste?" said {hero}.'],
  arrive: ['{hero} carried the cake into {contest} in a tin, with both hands, very slowly, and put it on the long table with the others.', 'At {contest}, the cakes stood in a long row, each on its own plate with a number, and {hero}\'s was number nine.'],
  tries: [
    ['When {hero} took the lid off the tin, a piece of the top had stuck to it, and there was a dent right in the middle.', '{hero} set the cake down on its plate, and a blob of icing slid off the top onto the tablecloth.'],
    ['On the morning of it, the icing was too runny and slid down the sides, and {hero} had to scrape it off and start again.', '{hero} piped the icing, and one letter came out wobbly, right in the middle.'],
    ['The judges cut a slice of every cake, tasted it slowly, and wrote something down, and their faces gave nothing away.', 'A judge tasted {hero}\'s cake, chewed for a long time, and wrote a note without a word.'],
  ],
  setback: ['Then {hero} saw that one side of the cake had got squashed in the tin on the way.', 'Somebody near {hero} said, quite loudly, that theirs had four layers and real gold on top.'],
  choice: ['{hero} could say sorry for the cake before the judges tasted it, or let it speak for itself, and {he} let it speak.', '{hero} could wait by the cake or at the back with the others, and {he} chose to stay by it.'],
  turn: ['When a judge asked about the cake, {hero} told the truth: which part had gone wrong, how {he} had fixed it, and that the lemon in it was {his} own idea.', 'When the judge came back, {hero} did not wait to be asked, and explained the cake in {his} own words: the recipe, the part that went wrong, and the fix.'],
  going: ['The judges went round once more, with the rosettes in their hands.', 'At last the judges went round with their cards, and everybody pretended not to watch.'],
  detail: ['Every cake had a little card with a name and a number, and nobody was allowed to touch, or lick.', 'The judges had forks, a jug of water and a clipboard each.'],
  results: {
    won: { win: 'the red rosette went on {hero}\'s cake', detail: 'One of the judges said it was the best-tasting cake there, and asked for the recipe.', end: 'At home, everybody had a slice of the winning cake, and {hero} started planning the next one.' },
    placed: { win: '{hero}\'s cake got a "highly commended" card', detail: 'It was not first. {hero} minded for about a minute, and then found {he} minded less than {he} had expected.', end: 'At home, the family ate the rest of the cake, and {hero} wrote down the one thing {he} would change next time.' },
    out: { win: '{hero}\'s cake got no card at all, and the judge\'s note said "lovely flavour, needs more practice"', detail: 'Somebody else got the rosette, and {hero} clapped, and only some of the clapping was pretend.', end: 'At home, the family ate every crumb of {hero}\'s cake anyway, and said it was the best they had ever had.' },
  },
} as const;
