/**
 * Round 14's no-loss check of a change to how themes are read: every phrasing of the censuses (the catalogue's reach, the
 * habit, health, interest, making, pet and relation phrasings, the pasted, broad and twist themes) and 400 generated
 * themes, each with what `readTheme` makes of it, one a line. `npx tsx test/fresh/write-readings.ts <file>` before and
 * after a change, then `diff` the two files: every line that moved is a theme read otherwise.
 */
import { writeFileSync } from 'node:fs';
import { readTheme } from '../../src/understand/read-theme';
import { REACH_CENSUS } from '../catalogue-reach-census';
import { HABIT_PHRASINGS } from './habit-phrasings';
import { HEALTH_PHRASINGS } from './health-phrasings';
import { INTEREST_PHRASINGS } from './interest-phrasings';
import { MAKING_PHRASINGS } from './making-phrasings';
import { PET_EVENT_PHRASINGS } from './pet-event-phrasings';
import { RELATION_PHRASINGS } from './relation-phrasings';
import { PASTE_CANDIDATES } from './pasted-themes';
import { BROAD_THEMES, BROAD_HELD_OUT } from './broad-themes';
import { POINT_THEMES, NOT_A_TWIST } from './point-themes';
import { generateCase } from './parent-inputs';
const themes = new Set<string>([...REACH_CENSUS.map((r) => r[0]), ...HABIT_PHRASINGS, ...HEALTH_PHRASINGS, ...INTEREST_PHRASINGS, ...MAKING_PHRASINGS, ...PET_EVENT_PHRASINGS.map((r) => r[0]), ...RELATION_PHRASINGS.map((r) => r[0]), ...PASTE_CANDIDATES, ...BROAD_THEMES, ...BROAD_HELD_OUT, ...POINT_THEMES, ...NOT_A_TWIST]);
for (let seed = 1560500; seed < 1560900; seed += 1) { const t = generateCase(seed).inputs.theme; if (t) themes.add(t); }
const out: string[] = [];
for (const t of themes) { const r = readTheme(t); out.push(`${t}\t${r.kind === 'catalogue' ? r.entry.id : r.kind}`); }
writeFileSync(process.argv[2]!, out.join('\n') + '\n');
process.stdout.write(`${themes.size} themes\n`);
