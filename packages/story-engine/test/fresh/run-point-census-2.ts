import { readTheme } from '../../src/understand/read-theme';
import { entryAsSaid } from '../../src/plots/theme-story';
import { writeIdea } from '../../src/index';
import { storyInputsSchema } from '@studio/contracts/stories';
import { POINT_THEMES_2, NOT_A_POINT } from './point-themes-2';

/**
 * Census of round 13b's point families (`point-themes-2.ts`): carried (a variant of the entry chosen by the words, or the
 * lost-and-found plot for a thing lost), declined (unplaced), dropped (the entry's usual lines, or another plot). Run:
 * `npx tsx test/fresh/run-point-census-2.ts [--all]`.
 */
const plotOf = (theme: string) => writeIdea(storyInputsSchema.parse({
  characters: [{ name: 'Luca', kind: 'child', pronoun: 'he', traits: [] }], age_group: '3-5', story_length: 'short', tone: 'gentle', theme,
}), 1460001).plot;

function verdict(theme: string): string {
  const reading = readTheme(theme);
  if (reading.kind === 'unplaced') return 'declined';
  if (reading.kind === 'catalogue') {
    const told = entryAsSaid(reading.entry, theme);
    const varied = told.opening !== reading.entry.opening || told.end !== reading.entry.end || told.win !== reading.entry.win;
    return varied ? 'carried' : `dropped (${reading.entry.id})`;
  }
  const plot = plotOf(theme);
  return plot === 'lost-and-found' && /\blos[te]|losing\b/i.test(theme) ? 'carried' : `dropped (${reading.kind}, ${plot})`;
}

const counts = { carried: 0, declined: 0, dropped: 0 };
for (const [family, themes] of Object.entries(POINT_THEMES_2)) {
  for (const theme of themes) {
    const found = verdict(theme);
    counts[found.split(' ')[0] as keyof typeof counts] += 1;
    if (!found.startsWith('carried') || process.argv.includes('--all')) process.stdout.write(`${family.padEnd(20)} ${found.padEnd(40)} ${theme}\n`);
  }
}
const kept = NOT_A_POINT.filter((theme) => { const r = readTheme(theme); return r.kind !== 'catalogue' || entryAsSaid(r.entry, theme).opening === r.entry.opening; });
const total = Object.values(POINT_THEMES_2).flat().length;
process.stdout.write(`${total} themes: ${counts.carried} carried, ${counts.declined} declined, ${counts.dropped} dropped; ${kept.length}/${NOT_A_POINT.length} look-alikes keep their usual reading\n`);
