import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';

/**
 * Messy play ("messy play", "finger painting", "playing with gloop", "sensory play"): an apron and a splash mat, gloop that
 * goes hard and then drips, wobbly jelly, hand prints, sticky fingers not liked at first, and a bath after.
 */
export const MESSY_PLAY: EntryKit = {
  entry: {
    id: 'messy-play', kind: 'activity',
    words: /\bmessy (?:play|time|fun|hands|session|class)\b|\bgetting (?:really |very )?messy\b|\bfinger ?paint\w*|\bpaint\w* with (?:my |his |her |their |our )?(?:fingers|hands|toes|feet)\b|\bsensory play\b|\bgloop\b|\bcornflour\b|\bplay(?:ing)? with (?:jelly|gloop|sand and water|water and sand|shaving foam|cooked spaghetti)\b|\bhand ?prints?\b|\bfoot ?prints? (?:in|with) paint\b/i,
    name: 'messy play', setting: 'home', lesson: 'bravery',
    title: ['{hero}\'s Messy Day', 'Squish, Squelch, {hero}!'],
    opening: ['{grownup} put down the big splash mat, and put an apron on {hero}. "Messy play!"', 'Apron on. Splash mat down. Messy play!'],
    worry: ['There was a tray of gloop, all white and gooey. {hero} touched it, and pulled {his} hand away. Sticky!', 'Gloop! {hero} touched it. Sticky! No!'],
    tries: [
      ['{hero} poked the gloop with one finger. Poke. It went hard, then it went runny.', 'Poke! Hard. Then runny!'],
      ['{hero} held out {his} sticky hand to {grownup}. "Off!" said {hero}.', '"Off!" said {hero}. Sticky hand!'],
      ['{hero} tapped the jelly with a spoon. Wibble, wobble. {hero} watched it wobble.', 'Wibble, wobble, went the jelly.'],
    ],
    turn: ['{grownup} put both hands in the gloop, squish, squelch, and laughed. So {hero} put both hands in too, and squished, and laughed.', '{grownup} went squish. {hero} went squish! Squelch!'],
    details: [
      ['The gloop dripped off {hero}\'s fingers like slow white rain.', 'Drip, drip, went the gloop.'],
      ['{hero} pressed {his} hands in the paint, and made hand prints on the big paper: one, two, three.', 'Hand prints! One, two, three.'],
      ['There was jelly, cold and wobbly, and {hero} squeezed it through {his} fingers.', 'Cold, wobbly jelly. Squeeze!'],
      ['{grownup} stayed right beside {hero}, with a cloth for wiping.', '{grownup} had a cloth ready.'],
    ],
    senses: ['The gloop was cold and squishy.', 'The paint felt cool and slippy on {hero}\'s hands.'],
    win: '{hero} had squished and squelched and made a happy mess',
    end: ['Then it was bath time, and all the mess went down the plughole, and the hand prints dried on the fridge.', 'Bath time! Bye bye, mess.'],
  },
  setback: 'Then gloop got on {hero}\'s face, right on {his} nose, and {hero} cried.',
  choice: '{hero} could squish the jelly or the gloop, and {he} chose the jelly first.',
  subplot: themeSubplot(
    '{hero} found that sticky was fun, once {he} tried it.',
    '{pal} did not want sticky hands either.',
    'a big spoon',
    '{pal} used the big spoon instead, and squished the jelly, and laughed.',
  ),
  low: '{hero} held up {his} messy hands and cried. "Off! Off!"',
  hint: 'Messy hands wash clean. Try one finger',
  light: ['Squish!', 'Squelch!', 'Wobble!'],
  older: {
    want: '{hero} wanted to make the biggest, messiest picture ever, and still be allowed to do it again.',
    grownUpSays: '"Mess is allowed today," said {grownup}. "That is the whole point."',
    palSays: '"It feels like cold custard," said {pal}, with both hands in.',
    decides: '{hero} could keep one clean finger, or go in with both hands. {hero} went in with both hands.',
  },
};
