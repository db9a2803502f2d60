import { storyInputsSchema } from '@studio/contracts/stories';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-occasion-census.ts` (`SRC=<dir>` for another copy of `src`): occasions a parent puts at a place
 * or with a host, each written once for a child with Mum, and whether the place or host's word is on a page (round 13).
 */
const { writeIdea, writeStory } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;

/** Each phrasing, with the word a reader expects on the pages if the occasion is told where the parent put it. */
export const OCCASIONS_AT_A_PLACE: ReadonlyArray<readonly [string, RegExp]> = [
  ['a birthday party at the zoo', /\bzoo\b/], ['a birthday party at soft play', /\bsoft play\b/], ["my cousin's christening", /\bchristening\b/],
  ['a family reunion at the beach', /\breunion\b/], ['a barbecue at the allotment', /\ballotment\b/], ['harvest festival at school', /\bharvest\b/],
  ['a concert in the park', /\bconcert\b/], ['a school disco at the village hall', /\bdisco\b/], ['Diwali at the temple', /\btemple\b/],
  ['Eid at the mosque', /\bmosque\b/], ['Hanukkah with the neighbours', /\bneighbours\b/], ['Christmas at the church', /\bchurch\b/],
  ['a picnic at the farm', /\bpicnic\b/], ['a christening at the church', /\bchristening\b/], ['a birthday party at the farm', /\bfarm\b/],
  ['a street party with the neighbours', /\bstreet party\b/], ['a garden party at the vicarage', /\bgarden party\b/], ['a bbq at the beach', /\bbeach\b/],
  ['the summer fair at school', /\bfair\b/], ['a tea party at the park', /\btea party\b/], ['a leaving party at nursery', /\bleaving party\b/],
  ["my uncle's barbecue", /\bbarbecue\b/], ['a fancy dress party at the village hall', /\bfancy dress\b/], ['a halloween disco at school', /\bdisco\b/],
  ['a family picnic at the lake', /\bpicnic\b/], ['a naming day at the park', /\bnaming day\b/], ['a birthday party at the swimming pool', /\bpool\b/],
  ['a carnival at the seaside', /\bcarnival\b/], ['Lunar New Year at the community centre', /\bcommunity centre\b/], ['Easter at the farm', /\bfarm\b/],
  ['a sleepover at my cousin\'s', /\bcousin\b/], ['a christmas concert at church', /\bconcert\b/],
];

let told = 0;
for (const [theme, expected] of OCCASIONS_AT_A_PLACE) {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }], age_group: '3-5', story_length: 'medium', theme });
  const pages = writeStory(writeIdea(inputs, 13), inputs);
  const on = pages.filter((page) => expected.test(page.text)).length;
  if (on >= 2) told += 1;
  process.stdout.write(`${on >= 2 ? 'told ' : 'MISS '} ${on} pages  ${theme}\n`);
}
process.stdout.write(`${told}/${OCCASIONS_AT_A_PLACE.length} occasions have their place or host on two pages or more\n`);
