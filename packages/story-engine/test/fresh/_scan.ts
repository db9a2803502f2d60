import { PARENT_THEMES } from './parent-inputs';
import { REACH_CENSUS } from '../catalogue-reach-census';
import { ROUND_12_REACH } from '../reach-census-round-12';
import { catalogueThemeAsTyped, catalogueThemeIn } from '../../src/world/catalogue';
const all = [...PARENT_THEMES.map((t) => t.text), ...REACH_CENSUS.map(([t]) => t), ...ROUND_12_REACH.map(([t]) => t), ...process.argv.slice(2)];
let n = 0;
for (const t of all) { const a = catalogueThemeAsTyped(t)?.id; const b = catalogueThemeIn(t)?.id; if (a !== b) { n++; console.log(`${t} => ${b}`); } }
console.log(n, 'mended of', all.length);
