import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFresh } from './write-fresh';
import { generateCases } from './parent-inputs';

/**
 * `npx tsx test/fresh/write-catalogue-sample.ts <seed> <count> <label>`: the first `count` medium or long books
 * on a catalogue theme (a life moment, a festival, a feeling) from `seed` on, to read aloud, written to
 * review/fresh-catalogue-<seed>-<label>.md. Use a seed nobody has read before.
 */
const [first = '1', count = '6', label = 'now'] = process.argv.slice(2);
const parts = [`# Catalogue-theme books from seed ${first} (${label})`, ''];
const chosen = generateCases(Number(first), 400).filter((generated) => ['moment', 'festival', 'feeling'].includes(generated.theme?.kind ?? '') && generated.inputs.story_length !== 'short').slice(0, Number(count));
for (const generated of chosen) {
  const story = writeFresh(generated);
  const { inputs } = story;
  parts.push(`## ${story.id}: ${story.idea.title}`, '', `Ages ${inputs.age_group}, ${inputs.story_length}; theme: ${inputs.theme ?? '-'}; wishes: ${generated.wishes.map((wish) => wish.text).join(', ') || '-'}`, '');
  for (const page of story.pages) parts.push(`${page.page_number}. ${page.text}`, '');
}
writeFileSync(join(import.meta.dirname, `../../review/fresh-catalogue-${first}-${label}.md`), `${parts.join('\n').trimEnd()}\n`);
