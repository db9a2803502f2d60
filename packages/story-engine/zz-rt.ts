import { readTheme } from './src/understand/read-theme';
import { readDay } from './src/understand/read-day';
for (const t of process.argv.slice(1)) { const r: any = readTheme(t); const d: any = readDay(t); console.log(t.padEnd(55), r.kind, r.entry?.id ?? r.day?.doing ?? '', '| day:', d?.kind, d?.doing); }
