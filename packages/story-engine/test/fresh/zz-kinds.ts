import { readTheme } from '../../src/understand/read-theme';
for (const t of process.argv.slice(2)) { const r = readTheme(t) as any; process.stdout.write(`${r.kind}\t${t}\t${r.kind === 'catalogue' ? r.entry.id : ''}\n`); }
