import { readTheme } from '../../src/understand/read-theme';
import { entryAsSaid } from '../../src/plots/theme-story';
import { POINT_THEMES, NOT_A_TWIST } from './point-themes';
import { twistedReading } from '../../src/understand/point-kept';

/**
 * Census of the "point" family (`point-themes.ts`): how many twisted themes are told by an entry's usual lines or the
 * celebration or outing frame (the point dropped), and how many carry the twist (a variant, a day) or decline it. Run:
 * `npx tsx test/fresh/run-point-census.ts`.
 */
function verdict(theme: string): 'carried' | 'declined' | 'dropped' {
  const reading = readTheme(theme);
  if (reading.kind === 'unplaced') return 'declined';
  if (reading.kind === 'day') return /sav/i.test(theme) ? 'carried' : 'dropped';
  if (reading.kind !== 'catalogue') return 'dropped';
  const told = entryAsSaid(reading.entry, theme);
  return told.opening !== reading.entry.opening ? 'carried' : 'dropped';
}

const counts = { carried: 0, declined: 0, dropped: 0 };
for (const theme of POINT_THEMES) {
  const found = verdict(theme);
  counts[found] += 1;
  if (found === 'dropped' || process.argv.includes('--all')) process.stdout.write(`${found.padEnd(9)} ${theme} (${readTheme(theme).kind})\n`);
}
const kept = NOT_A_TWIST.filter((theme) => twistedReading(theme) === undefined).length;
process.stdout.write(`${POINT_THEMES.length} twisted themes: ${counts.carried} carried, ${counts.declined} declined, ${counts.dropped} dropped; ${kept}/${NOT_A_TWIST.length} look-alikes keep their usual reading\n`);
