import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/** Every fireworks night's first detail: the ear defenders the turn puts on. */
const EAR_DEFENDERS: Wording = ['{grownup} had brought ear defenders, big and soft, that made bangs go small and far away.', '{grownup} had brought ear defenders.'];

/**
 * A fireworks night ("Bonfire Night", "the Fourth of July fireworks", "New Year's Eve"): the bangs as the worry, ear
 * defenders, watching from a window first, and a grown-up always by the fire and the fireworks. Bonfire Night is the
 * entry's own lines; the others are variants. Diwali and Lunar New Year keep their own (matched before this).
 */
export const FIREWORKS_NIGHT: CatalogueTheme = {
  id: 'fireworks-night', kind: 'festival',
  words: /\bbonfire (?:night|party)\b|\bguy fawkes\b|\bfireworks?\b|\bfire ?works? (?:night|display|show)\b|\bsparklers?\b|\b(?:fourth|4th) of july\b|\bnew year'?s eve\b/i,
  means: /\bbonfire\b|\bfirework\b/,
  name: 'the fireworks', setting: 'home', lesson: 'bravery', evening: true,
  title: ['{hero} and the Fireworks', '{hero}\'s Bonfire Night'],
  opening: ['It was the fifth of November, Bonfire Night, and there were going to be fireworks in the garden after dark.', 'It was Bonfire Night, with fireworks after dark.'],
  worry: ['"What if the bangs are too loud?" said {hero}, and put {his} hands over {his} ears already.', '"The bangs are too loud," said {hero}.'],
  tries: [
    ['{hero} hid under the table when the first bang went off, three gardens away.', '{hero} hid under the table at the first bang.'],
    ['{hero} said {he} would stay inside all night, but then {he} could not see the colours at all.', '{hero} stayed inside, and missed the colours.'],
    ['{hero} peeped round the curtain, but a big bang made {him} jump back.', '{hero} peeped out, and a bang made {him} jump.'],
  ],
  turn: ['{hero} put on {his} ear defenders, held {grownup}\'s hand, and watched the next one from the window, and it was gold and silver and fell like rain.', '{hero} put on ear defenders and watched from the window.'],
  details: [
    EAR_DEFENDERS,
    ['{grownup} said the rules: fireworks are for grown-ups to light, and everyone stands back behind the rope.', 'Only grown-ups light fireworks. Everyone stands back.'],
    ['{grownup} held a sparkler at arm\'s length, in a thick glove, and {hero} watched it fizz and write loops in the dark.', '{grownup} held a sparkler, and it fizzed in the dark.'],
    ['Afterwards there were toffee apples, sticky and sweet, and warm hands round a cup of hot chocolate.', 'Afterwards there were toffee apples.'],
  ],
  senses: ['The air smelled of smoke and sparklers.', 'The bonfire crackled, and {grownup} stayed right beside it.'],
  win: '{hero} had seen the fireworks, bangs and all',
  end: ['At bedtime, {hero} could still see the gold rain when {he} shut {his} eyes.', 'At bedtime, {hero} could still see the gold rain.'],
  variants: [
    {
      said: /\b(?:fourth|4th) of july\b|\bindependence day\b/i,
      opening: ['It was the Fourth of July, and tonight there would be fireworks over the park.', 'It was the Fourth of July, with fireworks tonight.'],
      details: [
        EAR_DEFENDERS,
        ['{grownup} said the rule: fireworks are for grown-ups, and everyone watches from far back.', 'Fireworks are for grown-ups. Everyone watches from far back.'],
        ['There were stars and stripes on the flags, and a picnic rug on the grass.', 'There were flags and a picnic rug.'],
        ['Afterwards there was cold watermelon and a sleepy walk home.', 'Afterwards there was watermelon.'],
      ],
    },
    {
      said: /\bnew year'?s eve\b|\bnew year (?:fireworks|countdown)\b/i,
      opening: ['It was New Year\'s Eve, and at midnight there would be fireworks, and {hero} was allowed to stay up.', 'It was New Year\'s Eve, with fireworks at midnight.'],
      details: [
        EAR_DEFENDERS,
        ['They watched from the top window, where it was warm and the fireworks were far away over the town.', 'They watched from the top window.'],
        ['Everyone counted down together: ten, nine, eight, all the way to one.', 'Everyone counted down to one.'],
        ['At midnight everyone said "Happy New Year!", and {hero} was hugged by all the family.', '"Happy New Year!" said everyone.'],
      ],
      end: ['{hero} fell asleep before the last firework, and it was the first day of a brand new year.', '{hero} fell asleep in the new year.'],
    },
  ],
};

export const FIREWORKS_NIGHT_SETBACK: Wording = 'Then a rocket went off with a whizz and a BANG, much louder than the others, and {hero} jumped right back.';
export const FIREWORKS_NIGHT_CHOICE: Wording = '{hero} could watch from the window or from the back step, and {he} chose the window first.';
export const FIREWORKS_NIGHT_SUBPLOT = themeSubplot(
  '{hero} saw that a loud thing can be far away and safe at the same time.',
  '{pal} did not like the bangs either, and was trying not to show it.',
  'the hat with the furry flaps',
  '{hero} gave {pal} the hat with the furry flaps, pulled down snug, and they watched the colours side by side.',
);
