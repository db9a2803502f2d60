import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGE_GROUPS, STORY_LENGTHS, TONES } from '@studio/contracts/stories';
import { createRng } from '../../src/core/random';
import { writeFresh } from './write-fresh';
import { generateCase } from './parent-inputs';

/**
 * `npx tsx test/fresh/write-theme-sample.ts <seed> "<theme>[ | notes]" ...`: a fresh sample of the themes a parent
 * typed, each at all four ages, with a generated cast from the seed on, written to review/fresh-<seed>.md. For reading
 * themes the generator does not type (a new catalogue entry). A theme typed "6-8: <theme>" or "6-8@<theme>" is written at that age only.
 */
const [first = '1', ...themes] = process.argv.slice(2);
const parts = [`# Fresh theme sample from seed ${first}`, ''];
let seed = Number(first);
for (const typed of themes) {
  const [said = '', notes] = typed.split('|').map((part) => part.trim());
  const band = /^(0-2|3-5|6-8|9-12)(?::\s*|@)(.+)$/.exec(said);
  const theme = band ? band[2]! : said;
  for (const age of band ? [band[1] as (typeof AGE_GROUPS)[number]] : AGE_GROUPS) {
    const generated = generateCase(seed);
    const rng = createRng(seed).fork('theme-sample');
    const inputs = { ...generated.inputs, age_group: age, story_length: rng.pick(STORY_LENGTHS), tone: rng.pick(TONES), theme, notes: notes || undefined, lesson: undefined };
    const story = writeFresh({ ...generated, inputs, wishes: [] });
    const cast = inputs.characters.map((c) => `${c.name} (${c.species ?? c.kind}, ${c.pronoun})`).join(', ');
    parts.push(`## ${story.id}: ${story.idea.title}`, '', `Ages ${age}, ${inputs.story_length}, ${inputs.tone}; ${cast}; theme: ${theme}; notes: ${notes ?? '-'}`, '', `Idea: ${story.idea.summary}`, '');
    for (const page of story.pages) parts.push(`${page.page_number}. ${page.text}`, '');
    seed += 1;
  }
}
writeFileSync(join(import.meta.dirname, `../../review/fresh-${first}.md`), `${parts.join('\n').trimEnd()}\n`);
