import { themeSubplot } from './subplots';
import type { YoungerLines } from './big-ones-day';
import type { CatalogueTheme } from './theme-entry';

/**
 * How the big one's match or race ended, as the little one who cheered it hears it: won, a swing round; lost, the biggest
 * hug and a game on the rug that evening (losing well, done by the littlest too). `side`: "{sibname}'s team" or "{sibname}".
 */
export function bigOnesResults(side: string): NonNullable<CatalogueTheme['outcomes']> {
  const lostIt = side === '{sibname}' ? '{sibname} did not win' : `${side} lost`;
  return {
    won: {
      win: [`${side} won, and {hero} cheered the loudest of all`, `${side} won, and {hero} cheered`],
      detail: ['At the end, {sibname} ran over and swung {hero} round and round.', '{sibname} swung {hero} round and round.'],
      end: ['At home, {hero} wore {sibname}\'s scarf to bed.', 'Night night, big scarf.'],
    },
    lost: {
      win: [`${lostIt}, and {hero} gave {sibname} the biggest hug`, `${lostIt}, and {hero} gave {sibname} a big hug`],
      detail: ['At the end, {sibname} looked at the ground. {hero} ran over and held {his} hand out.', '{sibname} looked sad. {hero} held out a hand.'],
      end: ['At home, {hero} and {sibname} played with the little ball on the rug, and {sibname} laughed again. "Good game," said {hero}.', 'A little ball on the rug. {sibname} laughed. "Good game!"'],
    },
  };
}

/**
 * A football match for a listener under three: a toddler is not on a team, so the match is the big brother's or sister's,
 * watched from the touchline with the grown-up: running on after the ball, a little ball of their own, cheering, and a
 * hug when the big one's team loses (losing well is done by the little one too). Read 44's family: before round 19 a
 * one-year-old "passed the ball instead of shooting".
 */
export const MATCH_FOR_LITTLE_ONES: YoungerLines = {
  aboutSibling: true,
  anotherDay: true,
  lesson: 'kindness',
  title: ['{hero} Goes to the Match', 'Go, {sibname}!'],
  name: 'the match',
  opening: ['Today {hero} was going to watch big {sib} {sibname} play football, in a woolly hat and a scarf.', 'Today was big {sib} {sibname}\'s football match!'],
  worry: ['"Me play too!" said {hero}. But the match was for the big ones.', '"Me play too!" said {hero}.'],
  tries: [
    ['{hero} ran on to the pitch after the ball, and {grownup} scooped {him} back to the side line.', '{hero} ran after the ball. Back you come!'],
    ['{hero} shouted "Goal!" when it was not a goal, and the grown-ups laughed.', '"Goal!" said {hero}. Not yet!'],
    ['{hero} waved at {sibname}, but {sibname} was busy running.', '{hero} waved. {sibname} was busy.'],
  ],
  turn: ['{hero} sat up on {grownup}\'s shoulders, clapped and clapped, and shouted, "Go, {sibname}!"', 'Clap, clap! "Go, {sibname}!"'],
  details: [
    ['The referee blew the whistle, peep, and the big ones ran and ran.', 'Peep! The big ones ran and ran.'],
    ['{hero} had a little ball of {his} own, and kicked it along the side line.', '{hero} kicked a little ball. Kick!'],
    ['At half-time there were orange slices, and {sibname} gave {hero} one.', 'Orange slices! One for {hero}.'],
    ['At the end, the big ones shook hands and said, "Good game."', 'Good game! Good game!'],
  ],
  senses: ['The grass smelled of mud and rain.', 'The whistle went peep, peep.'],
  win: ['{hero} cheered for {sibname} all the way to the end', '{hero} cheered to the end'],
  end: ['At home, {hero} kicked the little ball into the sofa and shouted, "Goal!"', 'At home, {hero} kicked the little ball. "Goal!"'],
  outcomes: bigOnesResults('{sibname}\'s team'),
  ownSetback: ['Then it began to rain, and {hero}\'s woolly hat fell in a puddle.', 'Rain! The hat fell in a puddle.'],
  ownDoubt: ['{hero} sat down on the wet grass. "Home now," said {hero}.', '"Home now," said {hero}.'],
  ownChoice: ['{hero} could wear the wet hat or {grownup}\'s big hood, and {he} chose the big hood.', 'Wet hat or big hood? Big hood!'],
  ownHint: 'Big ones play, and little ones cheer',
  ownSubplot: themeSubplot('{hero} saw that cheering is a job too.', '{pal} was cold on the side line.', 'the blanket', '{hero} shared the blanket with {pal}, and they cheered together.'),
};
