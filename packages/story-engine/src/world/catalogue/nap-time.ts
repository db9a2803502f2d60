import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Nap time ("a nap", "the afternoon nap", "not wanting to nap"): a rest in the day, with the sun still up behind the
 * curtains and the afternoon still there afterwards. Never a night: no bedtime, no moon.
 */
export const NAP_TIME: CatalogueTheme = {
  id: 'nap-time', kind: 'moment', toAge: '3-5',
  words: /\bnap ?times?\b|\b(?:a|an|the|his|her|their|my|afternoon|daytime|day|lunchtime) naps?\b|\bnapping\b|\bnaps\b/i,
  means: /\b(?:take|have|need|skip|want) (?:a |his |her |their |my )?nap\b|\bnap\b/,
  name: 'nap time', setting: 'home', lesson: 'patience',
  title: ['{hero} and the Afternoon Nap', 'Nap Time for {hero}'],
  opening: ['After lunch, the sun was still shining, but it was time for {hero}\'s nap.', 'After lunch, it was time for {hero}\'s nap.'],
  worry: ['"But I\'m not sleepy," said {hero}, and rubbed {his} eyes.', '"I\'m not sleepy!" said {hero}.'],
  tries: [
    ['{hero} peeked at the sunny garden through a gap in the curtains.', '{hero} peeked at the sun.'],
    ['{hero} sat up to listen to the birds singing outside.', '{hero} sat up to hear the birds.'],
    ['{hero} wanted one more story, then one more song.', '{hero} wanted one more story.'],
  ],
  turn: ['{grownup} closed the curtains, tucked the soft blanket round {hero}, and hummed the quiet nap song.', '{grownup} closed the curtains and hummed the nap song.'],
  details: [
    ['The curtains made the room dim and cosy, though it was still the middle of the day.', 'The curtains made the room dim.'],
    ['{hero}\'s teddy lay on the pillow, ready for a rest too.', 'Teddy was ready for a rest too.'],
    ['Outside, a bird sang, and a car went slowly by.', 'A bird sang outside.'],
    ['The clock on the wall went tick, tock, very softly.', 'The clock went tick, tock.'],
  ],
  senses: ['The blanket was soft and warm.', 'Shh, went the little fan in the corner.'],
  win: '{hero} had a good long nap and woke up bright and happy',
  end: ['When {hero} woke up, the sun was still shining, and there was still time for the park before tea.', '{hero} woke up, and it was still sunny.'],
};

export const NAP_TIME_SETBACK: Wording = 'Then a dog barked outside, and {hero} sat up wide awake, just as {his} eyes had closed.';
export const NAP_TIME_CHOICE: Wording = '{hero} could nap with teddy or the bunny, and {he} chose teddy.';
export const NAP_TIME_SUBPLOT = themeSubplot(
  '{hero} saw that a rest in the day makes the afternoon more fun.',
  '{pal} was too wriggly to rest.',
  'the spare cushion',
  '{pal} curled up on the spare cushion, and was soon fast asleep.',
);
