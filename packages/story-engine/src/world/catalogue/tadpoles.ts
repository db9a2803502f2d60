import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Frogspawn and tadpoles ("frogspawn", "our tadpoles"): the jelly with black dots, commas that grow tails, back legs
 * and front legs, a frog the size of a thumbnail. Left wild in the pond, watched and drawn. The turn is watching
 * without hurrying them.
 */
export const TADPOLES: EntryKit = {
  entry: {
    id: 'tadpoles', kind: 'moment', words: /\bfrog ?spawn\b|\btadpoles?\b|\bpollywogs?\b|\bfroglets?\b/i,
    name: 'the tadpoles', setting: 'home', lesson: 'patience',
    title: ['{hero} and the Tadpoles', '{hero} Watches the Frogspawn'],
    opening: ['{hero} had found frogspawn in the pond, a wobbly cloud of jelly full of little black dots, and {he} wanted to watch them turn into frogs.', '{hero} found frogspawn in the pond.'],
    worry: ['"How long will it take?" said {hero}. "I want them to be frogs now."', '"When will they be frogs?" said {hero}.'],
    tries: [
      ['{hero} checked the pond every morning before breakfast, and the black dots looked exactly the same.', 'Every morning, the dots looked the same.'],
      ['{hero} wanted to scoop some into a jar to take indoors, but they were safest in the pond, where they belonged.', 'The tadpoles were safest in the pond.'],
      ['{hero} tapped the water to wake them up, and they all wriggled down into the weeds and hid.', '{hero} tapped the water, and they hid.'],
    ],
    turn: ['{hero} lay flat by the pond, chin on {his} hands, and watched without touching, and every day {he} drew a picture of what {he} saw.', '{hero} watched without touching, and drew what {he} saw.'],
    details: [
      ['The dots grew into commas, and the commas grew tails.', 'The dots grew tails.'],
      ['The tadpoles wriggled in a black cloud near the warm, shallow edge.', 'The tadpoles wriggled by the edge.'],
      ['One day there were tiny back legs, and then front legs.', 'One day there were tiny legs.'],
      ['A frog no bigger than {hero}\'s thumbnail sat on a lily pad and blinked.', 'A tiny frog sat on a lily pad.'],
    ],
    senses: ['The pond smelled green and muddy.', 'A dragonfly zipped over the water.'],
    win: 'the tadpoles had turned into tiny frogs, and {hero} had seen every step',
    end: ['At bedtime, {hero} looked at {his} pictures in a row: jelly, dots, tadpoles, legs, frog.', 'At bedtime, {hero} looked at {his} frog pictures.'],
  },
  setback: 'Then a blackbird landed at the edge of the pond and pecked at the water, right where the tadpoles were.',
  choice: '{hero} could draw the tadpoles in pencil or in green pen, and {he} chose green pen.',
  subplot: themeSubplot(
    '{hero} saw that the best way to see something grow is to wait and watch.',
    '{pal} wanted to take a tadpole home in a jam jar.',
    'the tadpole drawing',
    '{hero} gave {pal} a drawing of the tadpoles to take home instead, and {pal} pinned it up at home.',
  ),
  low: '{hero} looked at the empty edge of the pond. "The bird ate them all, I know it," {he} said.',
  hint: 'Watch every day and draw what you see; they grow when nobody hurries them',
  light: ['Wriggle!', 'Splash!', 'Ribbit!'],
  older: {
    want: '{hero} wanted to record every stage for the class nature diary, and to see a froglet climb out.',
    secret: '{he} had been reading about herons, and dreading one finding the pond',
    decides: '{hero} could net the tadpoles into a tank indoors, or leave them wild and keep watching. {he} left them wild.',
  },
};
