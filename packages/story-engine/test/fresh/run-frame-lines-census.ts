import { AGE_GROUPS } from '@studio/contracts/stories';
import { writeFresh } from './write-fresh';
import { generateCase } from './parent-inputs';
import { maskedBook } from './shared-sentences';
import { readTheme } from '../../src/understand/read-theme';
import { dayKit } from '../../src/plots/day-kits';

/**
 * `npx tsx test/fresh/run-frame-lines-census.ts [seed]` (`SRC=./.src-before` for an older engine): one book for each of
 * 30 themes the general frames tell (days out, things made, doings, interests, jobs), and the lines that would be true
 * of anything: each sentence, names masked, found in the books of 3 or more different themes. Prints the generic lines
 * per book and the most shared of them; then, of 44 new phrasings of days out and things made, how many the day frame
 * tells and how many of those in the lines of their own thing (`world/days/thing-rows.ts`).
 */
const THEMES = [
  'a visit to the windmill', 'day out at the water park', 'a trip to the caves', 'a day at the pier', 'trip to the garden centre with nana',
  'going bowling with grandad', 'going crabbing on holiday', 'going to the cathedral', 'a day at the races', 'visiting the old mill',
  'a trip to the planetarium', 'going to the climbing wall', 'a trip to the lighthouse', 'going to the theatre', 'going to the pier with grandma',
  'making a sock puppet', 'making a bird box', 'making a bird feeder for the garden', 'making slime at home', 'building a lego castle',
  'making a kite to fly', 'making a paper boat', 'making a robot out of boxes', 'making a fairy garden', 'making a bug hotel',
  'making jewellery', 'she loves rainbows', 'my mum is a firefighter', 'my dad works in a shop', 'going to the post office',
];
const seed = Number(process.argv[2] ?? 1570901);
const books = THEMES.map((theme, i) => {
  const generated = generateCase(seed + i);
  const inputs = { ...generated.inputs, age_group: AGE_GROUPS[i % AGE_GROUPS.length]!, theme, notes: undefined, lesson: undefined };
  const story = writeFresh({ ...generated, inputs, wishes: [] });
  const names = [...inputs.characters.map((c) => c.name), 'Mum', 'Dad', 'Grandma', 'Grandpa', 'Grandad', 'Nana', 'Granny'];
  return { theme, lines: maskedBook(names, story.pages.map((page) => page.text)) };
});
const themesOf = new Map<string, Set<string>>();
for (const book of books) for (const line of book.lines) themesOf.set(line, (themesOf.get(line) ?? new Set()).add(book.theme));
const generic = (line: string) => (themesOf.get(line)?.size ?? 0) >= 3;
const perBook = books.map((book) => [...book.lines].filter(generic).length);
const all = books.reduce((sum, book) => sum + book.lines.size, 0);
process.stdout.write(`books ${books.length}, sentences ${all}, generic (in 3+ themes) per book ${(perBook.reduce((a, b) => a + b, 0) / books.length).toFixed(2)}, share ${(perBook.reduce((a, b) => a + b, 0) / all * 100).toFixed(1)} %\n`);
for (const [line, themes] of [...themesOf].filter(([line]) => generic(line)).sort((a, b) => b[1].size - a[1].size).slice(0, 25)) process.stdout.write(`${themes.size}\t${line}\n`);

const PHRASINGS = [
  'we went to the planetarium on saturday', 'trip to the observatory to see the stars', 'a morning at the garden centre', 'walking to the end of the pier',
  'climbing the lighthouse steps', 'our first trip to the theatre', 'her first go at the climbing wall', 'a visit to the water park',
  'a day at the go karts', 'exploring the caves with dad', 'watching the boats at the harbour', 'his first time at the skate park',
  'a trip to the pottery cafe', 'a day out at the old windmill', 'going to the bowling alley with nan', 'making fluffy slime',
  'making homemade playdough', 'making bath bombs for nana', 'making an erupting volcano', 'building a lego spaceship',
  'making a kite with dad', 'making a sock puppet with grandma', 'making a thank you card for his teacher', 'building a bird box with dad',
  'making a pine cone bird feeder', 'making a papier mache bowl', 'going crabbing off the quay', 'going to the library with grandpa',
  'a trip to the cathedral', 'a day at the races', 'making a fairy garden in a pot', 'making friendship bracelets',
  'making a pom pom', 'going to the model village', 'a visit to the transport museum', 'a trip to the tram museum',
  'making a robot out of cereal boxes', 'making a flower crown', 'going to the trampoline park', 'making a den in the living room',
  'a trip to the seaside pier', 'making a lantern', 'a day at the fun fair', 'going to the dry ski slope',
];
let days = 0;
let particular = 0;
for (const theme of PHRASINGS) {
  const reading = readTheme(theme);
  if (reading.kind !== 'day') continue;
  days += 1;
  if (dayKit(reading.day)?.particular) particular += 1;
}
process.stdout.write(`${PHRASINGS.length} phrasings: ${days} told by the day frame, ${particular} of them in their own thing's lines\n`);
