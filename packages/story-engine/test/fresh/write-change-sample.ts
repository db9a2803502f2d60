import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { storyInputsSchema, type AgeGroup, type StoryLength } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';

/**
 * `npx tsx test/fresh/write-change-sample.ts <seed> <name> "<theme>" "<theme>" …`: stories of the family's news
 * (`plots/the-change.ts`) to read page by page, one age after another, with a cast drawn from the seed, written to
 * review/fresh-<seed>-<name>.md.
 */
const [seedText = '1', name = 'change', ...themes] = process.argv.slice(2);
const seed = Number(seedText);
const AGES: readonly AgeGroup[] = ['0-2', '3-5', '6-8', '9-12'];
const LENGTHS: readonly StoryLength[] = ['short', 'medium', 'long'];
const HEROES = [['Maya', 'she'], ['Leo', 'he'], ['Priya', 'she'], ['Sam', 'they'], ['Omar', 'he'], ['Zara', 'she']] as const;
const parts = [`# Family news from seed ${seed}`, ''];
for (const [index, theme] of themes.entries()) {
  const [hero, pronoun] = HEROES[(seed + index) % HEROES.length]!;
  const friend = index % 2 === 0 ? [{ name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', traits: [] }] : [{ name: 'Ava', kind: 'child', pronoun: 'she', traits: ['best friend'] }];
  const inputs = storyInputsSchema.parse({ characters: [{ name: hero, kind: 'child', pronoun, traits: [] }, ...friend], age_group: AGES[index % AGES.length], story_length: LENGTHS[(seed + index) % LENGTHS.length], tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed + index);
  const pages = writeStory(idea, inputs);
  parts.push(`## ${idea.title}`, '', `Ages ${inputs.age_group}, ${inputs.story_length}; ${inputs.characters.map((c) => c.name).join(', ')}; theme: ${theme}; plot: ${idea.plot}`, '', `Idea: ${idea.summary}`, '');
  for (const page of pages) parts.push(`${page.page_number}. ${page.text}`, '');
}
writeFileSync(join(import.meta.dirname, `../../review/fresh-${seed}-${name}.md`), `${parts.join('\n').trimEnd()}\n`);
