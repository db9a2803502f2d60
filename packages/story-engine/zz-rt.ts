import { readTheme } from './src/understand/read-theme';
for (const t of process.argv.slice(1)) { const r: any = readTheme(t); console.log(t.padEnd(60), r.kind, r.entry?.id ?? r.day?.doing ?? ''); }
