import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Staying dry at night ("bedwetting", "wets the bed", "dry nights", "night-time potty training"): the last drink at
 * teatime, the night light to the bathroom, a waterproof sheet and a chart where a wet morning is nobody's fault. The
 * potty's day of stickers is `potty`; this is matched before it (`MATCH_ORDER`).
 */
export const DRY_NIGHTS: CatalogueTheme = {
  id: 'dry-nights', kind: 'moment',
  words: /\bbed ?-?wett\w*|\bwet(?:s|ting)? (?:the|his|her|their|my) bed\b|\bdry (?:at night|nights?|all night|overnight|in the night)\b|\bstay(?:s|ing)? dry\b(?! in the rain)|\bnight(?:[- ]?time)? (?:potty|toilet|dryness|training|nappies|nappy|pull-?ups)\b|\bpull-?ups at night\b|\bwak(?:e|es|ing) up dry\b|\b(?:accidents|wees?) (?:at night|in the night|in bed)\b|\bnight(?:[- ]?time)? accidents\b/i,
  means: /\bwet (?:the |his |her |their |my )?bed\b|\bbed ?wet\b|\bdry (?:at )?night\b|\bstay dry\b(?! in the rain)|\bwake up dry\b|\baccident (?:at|in the) night\b/,
  name: 'the night-time', setting: 'home', lesson: 'perseverance',
  title: ['{hero} and the Dry Nights', '{hero} Wakes Up Dry'],
  opening: ['{hero} used the toilet all day now, but at night {he} still wore special night pants, and {he} wanted to wake up dry.', '{hero} still wore night pants, and {he} wanted to wake up dry.'],
  worry: ['"What if I wet the bed?" said {hero} quietly.'],
  tries: [
    ['{hero} had a big drink right before bed, and in the morning the sheet was wet. "That\'s okay," said {grownup}. "Bodies take time."', '{hero} had a big drink at bedtime, and woke up wet. "That\'s okay," said {grownup}.'],
    ['{hero} tried to stay awake all night to listen for the feeling, but fell asleep before the story was over.', '{hero} tried to stay awake all night, but fell asleep.'],
    ['{hero} went to the toilet before bed, but not after teeth, and woke up with a little damp patch.', '{hero} went to the toilet once, and woke up a little damp.'],
  ],
  turn: ['{hero} had {his} last drink at teatime, went to the toilet twice before bed, and left the night light on by the bathroom door.', '{hero} went to the toilet twice before bed, and left the night light on.'],
  details: [
    ['A waterproof sheet went under {hero}\'s own sheet, crinkly and safe.', 'A crinkly sheet went under the bed sheet.'],
    ['A night light glowed on the landing, all the way to the bathroom.', 'A night light showed the way to the bathroom.'],
    ['A chart on the door got a sticker for every dry morning, and nobody minded the wet ones.', 'Every dry morning went on the chart by the door.'],
    ['Wet nights happen to lots of children, and bodies learn to stay dry when they are ready.', 'Lots of children have wet nights.'],
  ],
  senses: ['The waterproof sheet crinkled when {hero} rolled over.', 'The landing light made a soft yellow path to the bathroom.'],
  win: ['{hero} woke up dry, and ran to put a sticker on the chart', '{hero} woke up dry, and the chart by the door had its first tick'],
  end: ['That night, {hero} went to the toilet twice, said goodnight to the night light, and slept all the way till morning.', 'That night, {hero} slept all the way till morning.'],
};

export const DRY_NIGHTS_SETBACK: Wording = 'Then, one morning, after trying so hard, {hero} woke up wet again, and cried, and {grownup} said, "Everybody has wet nights. We\'ll just change the sheets."';
export const DRY_NIGHTS_CHOICE: Wording = '{hero} could wear the night pants or try without, and {he} chose to try, with the waterproof sheet just in case.';
export const DRY_NIGHTS_SUBPLOT = themeSubplot(
  '{hero} saw that a wet night was not a telling-off, just a night, and the next one could be dry.',
  '{pal} was scared of the dark landing, and would not get up in the night.',
  'the spare torch',
  '{pal} took the spare torch to bed, found the way to the bathroom in the night, and was very proud in the morning.',
);
