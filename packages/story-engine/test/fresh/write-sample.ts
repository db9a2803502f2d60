import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeFresh } from './write-fresh';
import { generateCases } from './parent-inputs';
import { OWN_LESSON_CENSUS } from './own-lesson-census';

/**
 * `npx tsx test/fresh/write-sample.ts <seed> <count>`: a fresh sample to read, page by page, with what the
 * parent typed, written to review/fresh-<seed>.md. Use a seed nobody has read before. `AGES=9-12,6-8` gives the
 * generated parents those ages in turn (to read one age group); `LESSONS=own` gives every parent a lesson of their own
 * words (`OWN_LESSON_CENSUS`), to read how it is acted.
 */
const [first = '1', count = '12'] = process.argv.slice(2);
const parts = [`# Fresh sample from seed ${first}`, ''];
const ages = process.env.AGES?.split(',') as StoryInputs['age_group'][] | undefined;
for (const [index, drawn] of generateCases(Number(first), Number(count)).entries()) {
  const aged = ages ? { ...drawn, inputs: { ...drawn.inputs, age_group: ages[index % ages.length]! } } : drawn;
  const generated = process.env.LESSONS === 'own' ? { ...aged, inputs: { ...aged.inputs, lesson: OWN_LESSON_CENSUS[drawn.seed % OWN_LESSON_CENSUS.length]! } } : aged;
  const story = writeFresh(generated);
  const { inputs } = story;
  const cast = inputs.characters.map((c) => `${c.name} (${c.species ?? c.kind}, ${c.pronoun}${c.traits.length ? `, ${c.traits.join('; ')}` : ''}${Object.values(c.appearance).length ? `, ${Object.values(c.appearance).join(' ')}` : ''})`).join(', ');
  parts.push(`## ${story.id}: ${story.idea.title}`, '', `Ages ${inputs.age_group}, ${inputs.story_length}, ${inputs.tone}; ${cast}; theme: ${generated.inputs.theme ?? '-'}; lesson: ${generated.inputs.lesson ?? '-'}; notes: ${generated.inputs.notes ?? '-'}; wishes: ${generated.wishes.map((wish) => wish.text).join(', ') || '-'}`, '', `Idea: ${story.idea.summary}`, '');
  for (const page of story.pages) parts.push(`${page.page_number}. ${page.text}`, '');
}
writeFileSync(join(import.meta.dirname, `../../review/fresh-${first}.md`), `${parts.join('\n').trimEnd()}\n`);
