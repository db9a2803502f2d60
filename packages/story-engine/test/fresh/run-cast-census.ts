import { storyInputsSchema } from '@studio/contracts/stories';
import { generateCases } from './parent-inputs';
import { castFindings, type CastDetector } from './cast-detectors';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-cast-census.ts [first seed] [count]`: generated parents given themes that name people (a
 * grandparent by the family's word, a parent away, a friend or a sister by name, a teacher), half with the hero alone, and
 * how many books each cast detector finds something in (`cast-detectors.ts`); `THEMES=own` keeps the generated parents' own themes. `SRC=<dir>` reads another copy of `src`.
 */
export const PEOPLE_THEMES: readonly string[] = [
  'bedtime with nanny', 'nanny is poorly', 'nanny coming to stay', 'baking with nanny', 'a day at nanny\'s house', 'going to the park with grandad',
  'granny is coming to stay', 'nan is in hospital', 'fishing with grandpa', 'missing grandad', 'dad works late', 'mum is away for work',
  'daddy works away', 'missing mummy', 'dad is poorly', 'a walk with daddy', 'shopping with mum', 'her friend Tom comes to play',
  'her best friend Chloe moves away', 'his friend Omar wont share', 'my best friend Lily is moving house', 'a playdate with her friend Zara',
  'his big sister Mia is bossy', 'her little brother Sam keeps taking her toys', 'his teacher Mr Patel is leaving', 'her teacher Miss Honey',
  'first day at school with my friend Ben', 'baking with granny', 'nana has a bad cold', 'grandma coming to stay', 'staying at grandma\'s',
  'a trip to the zoo with uncle Raj', 'auntie is getting married', 'a new baby sister', 'big sister starts school', 'visiting nanny in hospital',
  'going to the beach with nanny and grandad', 'her cousin Ella comes to stay', 'dad is away with the army', 'gardening with grandad',
];
const { writeIdea, writeStory } = (await import(`${process.env.SRC ?? '../../src'}/index`)) as typeof Engine;
const [first = '1620100', count = '200'] = process.argv.slice(2);
const counts = new Map<CastDetector, number>();
const examples: string[] = [];
let threw = 0;
for (const generated of generateCases(Number(first), Number(count))) {
  // `THEMES=own` keeps the generated parent's own theme and notes: the census of books as they come.
  const own = process.env.THEMES === 'own';
  const theme = own ? generated.inputs.theme ?? '' : PEOPLE_THEMES[generated.seed % PEOPLE_THEMES.length]!;
  const alone = !own && generated.seed % 2 === 0;
  const inputs = own ? generated.inputs : storyInputsSchema.parse({ ...generated.inputs, characters: alone ? generated.inputs.characters.slice(0, 1) : generated.inputs.characters, theme, notes: undefined });
  let pages;
  try {
    pages = writeStory(writeIdea(inputs, generated.seed), inputs);
  } catch {
    threw += 1;
    continue;
  }
  const findings = castFindings({ theme, cast: inputs.characters, pages });
  for (const detector of new Set(findings.map((finding) => finding.detector))) counts.set(detector, (counts.get(detector) ?? 0) + 1);
  for (const finding of findings) if (examples.length < 30) examples.push(`${generated.seed} ${finding.detector}: ${finding.detail} [cast ${inputs.characters.map((member) => member.name).join(', ')}]`);
}
const total = [...counts.values()].reduce((sum, found) => sum + found, 0);
process.stdout.write(`${count} books from seed ${first}; threw ${threw}; findings ${total}\n${[...counts].map(([detector, found]) => `${detector}: ${found}`).join('\n')}\n${examples.map((line) => `    ${line}`).join('\n')}\n`);
