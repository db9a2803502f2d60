import { readTheme } from '../../src/understand/read-theme';
import { PEOPLE_PHRASINGS } from './people-phrasings';

/** `npx tsx test/fresh/run-people-census.ts`: how each phrasing of a person's theme is read. */
for (const [typed] of PEOPLE_PHRASINGS) {
  const reading = readTheme(typed);
  const detail = reading.kind === 'catalogue' ? reading.entry.id : reading.kind === 'day' ? `${reading.day.kind}:${reading.day.doing}@${reading.day.place ?? ''}` : reading.kind === 'relation' ? reading.relation.trouble : '';
  console.log(`${reading.kind.padEnd(10)} ${detail.padEnd(40)} ${typed}`);
}
