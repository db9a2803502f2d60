import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Valentine's Day as a child has it ("valentines day", "making valentines cards"): cards made at the kitchen table
 * for the people they love, red paper hearts, glitter everywhere, and one card for someone who might get none. The
 * worry is that the card is not good enough; the turn is writing what they really think inside.
 */
export const VALENTINES_DAY: EntryKit = {
  entry: {
    id: 'valentines-day', kind: 'festival', words: /\bvalentine(?:'?s)?(?: day)?\b/i,
    name: 'Valentine\'s Day', setting: 'home', lesson: 'kindness',
    title: ['{hero}\'s Valentine Cards', '{hero} and the Paper Hearts'],
    opening: ['It was nearly Valentine\'s Day, the day for telling people you love them, and {hero} was making cards at the kitchen table, one for everybody.', 'It was Valentine\'s Day, and {hero} was making cards.'],
    worry: ['"What if my hearts come out wonky and they think it\'s a rubbish card?" said {hero}.', '"What if my hearts are wonky?" said {hero}.'],
    tries: [
      ['{hero} tried to cut out a heart, and it came out looking like a potato.', 'The heart looked like a potato.'],
      ['{hero} shook on the glitter, and most of it went on the table, the floor and {his} nose.', 'The glitter went everywhere.'],
      ['{hero} copied the words off a shop card, but they did not sound like {him} at all.', 'The shop card words did not sound right.'],
    ],
    turn: ['{hero} folded the paper in half, cut half a heart along the fold, opened it up, and it was a perfect heart; inside, {he} wrote the true thing: "You make the best hugs."', '{hero} folded the paper, cut half a heart, and wrote the true thing inside.'],
    details: [
      ['There was red paper, pink paper, a glue stick and a pot of glitter that got everywhere.', 'There was red paper, pink paper and glitter.'],
      ['{hero} made a list of who the cards were for, and it kept getting longer.', 'The list of cards kept getting longer.'],
      ['One card was for old Mr Patel next door, who lived on his own and never got any post.', 'One card was for the old man next door.'],
      ['Mr Patel put his card in the front window, where everyone walking past could see it.', 'The card went in the neighbour\'s window.'],
    ],
    senses: ['The glue stick smelled sweet and sticky.', 'Bits of glitter sparkled on {hero}\'s fingers.'],
    win: 'every card was made and given, each with a true thing written inside',
    end: ['At bedtime, {hero} found one last card on {his} own pillow, with wonky hearts, from {grownup}.', 'At bedtime, there was a card on {his} pillow.'],
  },
  setback: 'Then the glue pot tipped over onto the best card, and the heart slid off, sticky side down.',
  choice: '{hero} could draw the hearts in red or in pink, and {he} chose red.',
  subplot: themeSubplot(
    '{hero} saw that a card is good when what is written inside is true.',
    '{pal} did not know what to write inside the card.',
    'the spare gold envelope',
    '{hero} told {pal} to write one true thing, and gave {pal} the spare gold envelope, and {pal} wrote, "You are funny."',
  ),
  low: '{hero} peeled the sticky heart off the table. "Now it\'s ruined, and it was the best one," {he} said.',
  hint: 'Fold the paper first, and write one true thing inside',
  light: ['Snip!', 'Glue!', 'Love you!'],
  older: {
    want: '{hero} wanted to give everyone in the class a card, and did not want anyone to read too much into it.',
    secret: '{he} had written and crossed out one card five times',
    decides: '{hero} could sign the cards "from a secret friend", or sign {his} own name on every one. {he} signed {his} own name.',
  },
};
