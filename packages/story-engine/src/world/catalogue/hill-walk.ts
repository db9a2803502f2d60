import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Walking up a hill or a mountain to the top ("climbing a mountain with Dad", "hiking up Snowdon", "a walk up the big
 * hill"): boots, a snack saved for the top, going too fast, a false top, the rocky bit with a grown-up's hand, slow and
 * steady, the cairn and the view. Held-out read 47 told the first with the general kit of any doing ("noticed things at
 * the day today"). `{summit}` is the hill as the parent named it.
 */
const SUMMIT = String.raw`(?:mountains?|hills?|fells?|peaks?|volcano(?:es)?|snowdon|ben nevis|scafell(?: pike)?|pen y fan|arthur's seat|helvellyn)`;
const WALKED_UP = new RegExp(String.raw`\b(?:climb\w*|hik\w*|walk\w*|trek\w*|scrambl\w*|go(?:es|ing)?|went)\s+(?:all the way )?(?:up|to the top of)\s+(?:a |the |my |our )?(?:big |tall |high |huge |steep |real )?(${SUMMIT})\b`, 'i');

export const HILL_WALK: CatalogueTheme = {
  id: 'hill-walk', kind: 'activity',
  words: new RegExp(String.raw`${WALKED_UP.source}|\b(?:climb\w*|hik\w*|scal(?:e|es|ed|ing))\s+(?:a |the |my |our )?(?:big |tall |high |huge |steep |real )?${SUMMIT}\b|\bhill ?walk\w*|\bmountain (?:walk|hike)s?\b|\bhiking\b|\b(?:a|our|my|the) hike\b`, 'i'),
  name: 'the climb', setting: 'mountains', lesson: 'perseverance', placeInLines: true,
  fromAge: '3-5',
  title: ['{hero} Climbs to the Top', 'All the Way Up'],
  opening: ['Today {hero} was walking all the way up to the top of {summit}, in proper boots, with a snack in the bag and a bottle of water.', 'Today {hero} was going right up to the top of {summit}.'],
  worry: ['"What if my legs get too tired to get to the top?" asked {hero}.', '"What if I can\'t get to the top?" asked {hero}.'],
  tries: [
    ['{hero} set off up the path as fast as {he} could go, and had to stop, puffed out, before the first gate.', '{hero} ran up the path, and was puffed out before the first gate.'],
    ['{hero} saw the top and hurried, but it was only the first bump, and the real top was further up, behind it.', '{hero} hurried to the top, but it was only the first bump.'],
    ['{hero} tried the steep, rocky bit without holding on, and slid back a little way, with a scrape of stones.', '{hero} slid back on the rocky bit.'],
  ],
  turn: ['{hero} walked slowly and steadily, small steps, counting them in tens, and stopped for a sip of water at every big rock, and kept going.', '{hero} went slowly, small steps, counting in tens, and kept going.'],
  details: [
    ['The path went up between the bracken and the stones, and sheep watched from the slope.', 'The path went up and up, and sheep watched.'],
    ['{grownup} held {hero}\'s hand on the rocky part, and showed where to put each foot.', '{grownup} held {hero}\'s hand on the rocky part.'],
    ['Halfway up, they sat on a flat rock and shared a drink, and the cars down below looked tiny.', 'Halfway up, the cars below looked tiny.'],
    ['At the very top there was a pile of stones, and {hero} put one more on it, and the wind blew {his} hair straight back.', 'At the top, {hero} put a stone on the pile.'],
  ],
  senses: ['The wind whistled over the grass.', '{hero}\'s boots crunched on the stony path.'],
  win: '{hero} stood at the very top of {summit}, and could see for miles',
  end: ['That night, {hero}\'s legs ached in a good way, and {he} fell asleep before the end of the story.', 'That night, {hero} fell asleep very fast.'],
};

export const HILL_WALK_SETBACK: Wording = 'Then a cloud came down over the path, grey and damp, and for a while {hero} could not see the top at all.';
export const HILL_WALK_CHOICE: Wording = '{hero} could eat the snack now or save it for the top, and {he} chose to save it for the top.';
export const HILL_WALK_SUBPLOT = themeSubplot(
  '{hero} found that slow and steady got further than fast.',
  '{pal} had a blister starting, and did not want to say.',
  'the spare plaster',
  '{hero} gave {pal} the spare plaster, and {pal} walked on happily.',
);

/** "the mountain", "Snowdon", "the big hill": the hill the theme names, else "the hill". */
export function summitIn(theme: string | undefined): string {
  const named = WALKED_UP.exec(theme ?? '')?.[1] ?? /\b(mountains?|hills?|fells?)\b/i.exec(theme ?? '')?.[1];
  if (!named) return 'the hill';
  const singular = named.toLowerCase().replace(/s$/, '');
  return /^(?:mountain|hill|fell|peak|volcano)$/.test(singular) ? `the ${singular}` : named.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
