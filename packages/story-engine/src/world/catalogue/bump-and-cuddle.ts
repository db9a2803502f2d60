import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A tumble and the cuddle after it ("Granny's cuddles when I fall down", "falling over and grazing my knee", "kiss it
 * better"): running too fast, the graze, the tears, not wanting anyone to look, the cuddle and the starry plaster, and
 * getting up to play again. Held-out read 47 read the first as trouble with Granny and told a quarrel. The one who
 * cuddles is the grandparent the book knows ({gran}), else the book's grown-up.
 */
export const BUMP_AND_CUDDLE: CatalogueTheme = {
  id: 'bump-and-cuddle', kind: 'moment',
  // A graze itself, named ("he grazed his elbow"), is the body moment's (`world/body-things.ts`): this is the fall and the cuddle.
  words: /\b(?:fall(?:s|ing)? (?:down|over)|fell (?:down|over)|trip(?:s|ped|ping)? over|bumps? and (?:bruises|grazes|scrapes)|kiss(?:es|ing)? it better|a tumble|cuddles? when)\b/i,
  means: /\b(?:fall down|fall over|kiss it better)\b/,
  name: 'the tumble', setting: 'city', lesson: 'bravery',
  title: ['{hero} Gets Back Up', 'A Cuddle for {hero}'],
  opening: ['{hero} was running in the park, faster and faster, all the way to the big tree.', '{hero} was running in the park, faster and faster.'],
  worry: ['Then {hero}\'s foot caught on a root, and down {he} went, bump, on {his} knee. "Ow!" cried {hero}. "It hurts!"', 'Bump! Down went {hero}. "Ow!" cried {hero}.'],
  tries: [
    ['{hero} did not want to look at the knee, and covered it with both hands.', '{hero} covered the knee with both hands.'],
    ['{hero} tried not to cry, and squeezed {his} mouth shut, but the tears came out anyway.', '{hero} tried not to cry, but the tears came anyway.'],
    ['{hero} said, "Don\'t touch it!" when {gran} came close, because touching might make it worse.', '"Don\'t touch it!" said {hero}.'],
  ],
  turn: ['{hero} let {gran} give {him} a big, warm cuddle, and then, still on {gran}\'s lap, let {gran} look at the knee.', '{hero} had a big cuddle with {gran}, and let {gran} look.'],
  details: [
    ['The knee had a red scrape on it, with a little bit of grit.', 'The knee was red and sore.'],
    ['{gran} wiped the grit away gently with a wet tissue, and blew on it to help the sting.', '{gran} wiped it, and blew on it.'],
    ['The plaster had stars on it, and {gran} gave it a kiss, just to be sure.', 'A plaster with stars, and a kiss!'],
    ['Soon {hero} was up again, running, a bit slower this time, and looking where {his} feet went.', 'Soon {hero} was running again, a bit slower.'],
  ],
  senses: ['The grass was cool and a bit damp under {hero}\'s hands.', 'Somewhere a bird sang, as if nothing had happened at all.'],
  win: 'the knee had a starry plaster on it, and {hero} was running again',
  end: ['At bedtime, teddy fell off the bed, bump, and {hero} picked teddy up and gave him a big, warm cuddle.', 'At bedtime, {hero} gave teddy a cuddle.'],
};

export const BUMP_AND_CUDDLE_SETBACK: Wording = 'Then the wet tissue stung, just for a second, and {hero} cried all over again.';
export const BUMP_AND_CUDDLE_CHOICE: Wording = '{hero} could have the plaster with stars or the one with dinosaurs, and {he} chose the stars.';
export const BUMP_AND_CUDDLE_SUBPLOT = themeSubplot(
  '{hero} saw that crying was all right, and a cuddle helped the hurt go away.',
  '{pal} had bumped {palhis} elbow too, and was pretending it did not hurt.',
  'the first go on the swing',
  '{hero} let {pal} have the first go on the swing, and {pal} stopped pretending and smiled.',
);
