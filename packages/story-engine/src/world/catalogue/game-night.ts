import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A family games night ("board games night", "playing snakes and ladders with grandpa"): the box on the table, taking
 * turns, a grown-up who lets nobody win on purpose, losing and winning both done kindly. A chess tournament is `chess`.
 */
export const GAME_NIGHT: CatalogueTheme = {
  id: 'game-night', kind: 'activity',
  words: /\bboard ?games?\b|\bgames? nights?\b|\bfamily games?\b|\bcard games?\b|\bsnakes and ladders\b|\bludo\b|\bmonopoly\b|\bscrabble\b|\bconnect (?:four|4)\b|\bdominoes\b|\bjigsaw and games\b/i,
  means: /\bplay (?:a )?(?:board |card )?games? (?:with|together|as a family|at home)\b|\bgame night\b/,
  name: 'games night', setting: 'home', lesson: 'patience', evening: true,
  title: ['{hero} and the Games Night', 'Whose Turn Is It?'],
  opening: ['It was Friday, games night, and the big box of snakes and ladders was out on the kitchen table.', 'It was games night, and the board was on the table.'],
  worry: ['"I want to win," said {hero}. "I always want to win."', '"I want to win," said {hero}.'],
  tries: [
    ['{hero} rolled the dice before it was {his} turn, and everyone said, "Wait!"', '{hero} rolled before {his} turn.'],
    ['{hero} landed on the longest snake and slid all the way down, and folded {his} arms.', '{hero} slid down the longest snake.'],
    ['{hero} asked {grownup} to let {him} win, just this once, and {grownup} said, "Then it wouldn\'t be a real game, would it?"', '"Let me win," said {hero}. "Then it isn\'t a real game," said {grownup}.'],
  ],
  turn: ['When someone else reached the top square, {hero} took a breath, shook their hand and said, "Well played. Again?"', '{hero} shook hands and said, "Well played. Again?"'],
  details: [
    ['The dice rattled in the cup and tumbled across the table.', 'The dice rattled and tumbled.'],
    ['Everyone took turns round the table, youngest first, and waited while each counter hopped along the squares.', 'Everyone took turns, youngest first.'],
    ['{grownup} played properly, and did not let anyone win on purpose, not even the littlest.', '{grownup} did not let anyone win on purpose.'],
    ['In the second game, {hero} climbed the longest ladder and laughed out loud, and then helped to count the squares for everyone else.', 'In the second game, {hero} climbed the longest ladder.'],
  ],
  senses: ['The counters clicked on the board.', 'There was a bowl of popcorn in the middle of the table, and everyone\'s fingers were salty.'],
  win: 'games night had been fun, whoever won',
  end: ['At bedtime, {hero} asked, "Can it be games night again tomorrow?"', '"Games night again tomorrow?" asked {hero}.'],
  outcomes: {
    won: { win: '{hero} had won, and had been kind about it', detail: ['{hero} reached the top square first, and said, "Good game, everyone," instead of cheering in anyone\'s face.', '{hero} won and said, "Good game, everyone."'], end: ['At bedtime, {hero} said the best part had been the second game, which {he} had lost.', 'At bedtime, {hero} smiled about the games.'] },
    lost: { win: '{hero} had lost, and had still had fun', detail: ['{hero} came last, and clapped for the winner anyway, and then asked for one more game.', '{hero} came last, and clapped anyway.'], end: ['At bedtime, {hero} said, "I lost, but games night was still the best night of the week."', '"I lost, but it was fun," said {hero}.'] },
  },
};

export const GAME_NIGHT_SETBACK: Wording = 'Then {hero} landed on the longest snake of all, one square from the top, and slid right back down to the bottom.';
export const GAME_NIGHT_CHOICE: Wording = '{hero} could sulk on the sofa or have another turn, and {he} chose another turn.';
export const GAME_NIGHT_SUBPLOT = themeSubplot(
  '{hero} saw that a game was only fun if everybody wanted to play it again.',
  '{pal} kept losing count of the squares and was getting cross.',
  'the counting finger',
  '{hero} lent {pal} a counting finger, and they hopped the counter along together, square by square.',
);
