import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * The Mid-Autumn Festival ("mid autumn festival", "mooncakes", "the moon festival", Chuseok's harvest moon too): the
 * biggest, roundest moon of the year, mooncakes cut to share with a yolk like a moon inside, paper lanterns carried
 * after dark, and the story of Chang'e who lives on the moon. Autumn leaves are `autumn-leaves`. The worry is the
 * lantern; the turn is walking slowly, as the grown-ups do.
 */
export const MID_AUTUMN: EntryKit = {
  entry: {
    id: 'mid-autumn', kind: 'festival', words: /\bmid[- ]?autumn\b|\bmoon ?cakes?\b|\bmoon festival\b|\bchuseok\b|\bzhongqiu\b/i,
    name: 'the Mid-Autumn Festival', setting: 'home', lesson: 'patience', evening: true,
    title: ['{hero}\'s Lantern Night', '{hero} and the Mid-Autumn Moon'],
    opening: ['It was the Mid-Autumn Festival, when the moon is the biggest and roundest of the whole year, and tonight {hero} would carry a paper lantern of {his} very own.', 'It was the Mid-Autumn Festival, and {hero} had a lantern of {his} own.'],
    worry: ['"What if my lantern tears, or the light goes out?" said {hero}, holding the rabbit lantern up by its stick.', '"What if my lantern breaks?" said {hero}.'],
    tries: [
      ['{hero} swung the lantern high to show everyone, and it bumped the door frame and crumpled one ear.', 'The lantern bumped the door and crumpled.'],
      ['{hero} ran ahead down the path with it, and the little light inside wobbled and nearly went out.', '{hero} ran, and the light nearly went out.'],
      ['{hero} wanted to eat a whole mooncake, but it was far too rich and sweet, and it was meant for sharing.', 'A whole mooncake was far too much.'],
    ],
    turn: ['{hero} held the stick with both hands, walked slowly beside {grownup} like the grown-ups did, and the rabbit lantern glowed steady all the way round the park.', '{hero} walked slowly, and the lantern glowed steady.'],
    details: [
      ['The mooncake was cut into quarters to share, and inside was a round golden yolk, like a little moon.', 'Inside the mooncake was a golden yolk, like a little moon.'],
      ['Paper lanterns bobbed along the path: rabbits, fish, stars and a big red carp.', 'Lanterns bobbed along: rabbits, fish and stars.'],
      ['Under the moon, {grownup} told the story of Chang\'e, who lives on the moon with a jade rabbit.', 'There was a story of a lady who lives on the moon.'],
      ['The whole family sat outside with tea and fruit, and looked up at the round, bright moon together.', 'The family looked up at the round moon together.'],
    ],
    senses: ['The mooncake smelled of sweet bean paste and pastry.', 'The lantern\'s light made a soft orange circle on the ground.'],
    win: 'the rabbit lantern had glowed all the way round, and the moon was round and bright',
    end: ['At bedtime, {hero} hung the rabbit lantern by the window, where the moon could see it.', 'At bedtime, the lantern hung by the window.'],
  },
  setback: 'Then a gust of wind caught the lantern and swung it round, and the paper rabbit\'s tail began to tear.',
  choice: '{hero} could have the lotus mooncake or the red bean one, and {he} chose red bean.',
  subplot: themeSubplot(
    '{hero} saw that a lantern glows best when you walk slowly and carefully.',
    'The lantern {pal} carried had no light inside it any more.',
    'the spare battery light',
    '{hero} gave {pal} the spare battery light from {his} pocket, and the fish lantern glowed again.',
  ),
  low: '{hero} held the torn paper tail. "Everyone else\'s lantern is perfect," {he} said.',
  hint: 'Hold it with both hands, and walk the way the moon moves: slowly',
  light: ['Glow!', 'Look, the moon!', 'Yum!'],
  older: {
    want: '{hero} wanted to carry the big lantern {he} had made {him}self, and wanted it to last the whole walk.',
    secret: '{he} had glued the lantern together in a hurry, and was sure it would fall apart',
    decides: '{hero} could swap it for a shop lantern, or carry {his} own, slowly. {he} carried {his} own.',
  },
};
