import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * A love of the moon and the stars ("stars at night", "stargazing", "the moon"): one clear evening in the garden, eyes
 * getting used to the dark, the Plough, a planet that does not twinkle, a shooting star. Flying to the moon is the
 * rocket's (`space-rockets`); the turn is switching the torch off and waiting.
 */
export const NIGHT_SKY: EntryKit = {
  entry: {
    id: 'night-sky', kind: 'interest',
    words: /\bstars? at night\b|\bstar ?gazing\b|\blooking at (?:the )?(?:stars|moon)\b|\bnight sky\b|(?<!\bto )\bthe moon\b(?! ?(?:festival|cakes?))|\bfull moon\b|\bmoon and (?:the )?stars\b|\bconstellations?\b|\btelescopes?\b|\bshooting stars?\b/i,
    name: 'the night sky', thing: 'toy telescope', setting: 'home', lesson: 'patience', evening: true,
    title: ['{hero} and the Night Sky', '{hero} Counts the Stars'],
    opening: ['{hero} loved the moon and the stars, and tonight, because the sky was clear and cold, {he} could stay up and look at them from the garden.', '{hero} loved the stars, and tonight {he} could stay up to see them.'],
    worry: ['"It\'s so dark out there," said {hero} at the back door. "What if I can\'t see anything?"', '"It\'s so dark," said {hero}.'],
    tries: [
      ['{hero} looked up straight away, but the kitchen light was still in {his} eyes, and {he} could only see three stars.', '{hero} looked up, but saw only three stars.'],
      ['{hero} pointed the toy telescope at a bright star, and saw only a blurry blob.', 'The telescope showed a blurry blob.'],
      ['{hero} tried to count the stars, got to twenty, and lost count.', '{hero} counted to twenty and lost count.'],
    ],
    turn: ['{hero} switched off the torch, lay on the blanket and waited, quiet and still, while {his} eyes got used to the dark, and one by one, hundreds of stars came out.', '{hero} lay still and waited, and the stars came out one by one.'],
    details: [
      ['The moon was a thin silver slice tonight, like a fingernail.', 'The moon was a thin silver slice.'],
      ['Seven bright stars made the shape of a saucepan, and they were called the Plough.', 'Seven stars made a saucepan shape.'],
      ['One bright star did not twinkle at all, and that meant it was really a planet.', 'One star did not twinkle: it was a planet.'],
      ['A shooting star zipped across the sky, so fast {hero} nearly missed it, and {he} made a wish.', 'A shooting star zipped by, and {hero} made a wish.'],
    ],
    senses: ['The grass was cold and damp under the blanket.', 'An owl hooted somewhere, far away.'],
    win: '{hero} had seen the stars come out, hundreds of them, and a shooting star',
    end: ['At bedtime, {hero} looked out of the window and whispered goodnight to the moon.', 'At bedtime, {hero} said goodnight to the moon.'],
  },
  setback: 'Then a cloud slid across the sky and covered the moon and half the stars.',
  choice: '{hero} could lie on the blanket or sit on the step, and {he} chose the blanket.',
  subplot: themeSubplot(
    '{hero} saw that the stars come out for people who wait quietly.',
    '{pal} could not find the Plough anywhere.',
    'the star map',
    '{hero} gave {pal} the star map and pointed along {his} arm, and {pal} found the saucepan.',
  ),
  low: '{hero} looked up at the grey cloud. "Now I\'ll never see them," {he} said.',
  hint: 'Turn the torch off and wait; your eyes need a little time',
  light: ['Twinkle!', 'Wow!', 'Look up!'],
  older: {
    want: '{hero} wanted to find Saturn, and wanted the others to stop saying it was just a star.',
    secret: '{he} had been reading the star book under the covers with a torch for weeks',
    decides: '{hero} could go in and warm up, or give the sky ten more minutes. {he} gave it ten more minutes.',
  },
};
