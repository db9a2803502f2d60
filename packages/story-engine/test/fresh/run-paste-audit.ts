import { AGE_GROUPS } from '@studio/contracts/stories';
import { readTheme } from '../../src/understand/read-theme';
import { splitSentences } from '../../src/index';
import { generateCase } from './parent-inputs';
import { themePastedInAFrame } from './paste-detectors';
import { writeFresh } from './write-fresh';
import { PASTE_CANDIDATES } from './pasted-themes';

/**
 * Round 13b's audit of pasted themes: each theme no entry or frame places, at every age, and every sentence that puts
 * its words in a frame (`themePastedInAFrame`) or says them whole (a theme of three words or more). Run:
 * `npx tsx test/fresh/run-paste-audit.ts [seed] [count]`.
 */
const [seedText = '1470500', countText = '60'] = process.argv.slice(2);
const themes = PASTE_CANDIDATES.filter((theme) => ['unplaced', 'told'].includes(readTheme(theme).kind)).slice(0, Number(countText));
let seed = Number(seedText);
let framed = 0;
let said = 0;
for (const theme of themes) {
  for (const age of AGE_GROUPS) {
    const generated = generateCase(seed);
    seed += 1;
    const story = writeFresh({ ...generated, inputs: { ...generated.inputs, age_group: age, theme, lesson: undefined }, wishes: [] });
    for (const finding of themePastedInAFrame(story.pages)) {
      framed += 1;
      process.stdout.write(`framed ${age} ${theme}: ${finding.detail}\n`);
    }
    if (theme.split(/\s+/).length < 3) continue;
    for (const page of story.pages) {
      for (const sentence of splitSentences(page.text)) {
        if (!sentence.toLowerCase().includes(theme.toLowerCase())) continue;
        said += 1;
        process.stdout.write(`said ${age} ${theme} [${story.idea.plot}]: page ${page.page_number}: "${sentence}"\n`);
      }
    }
  }
}
process.stdout.write(`${themes.length} unplaced or told themes x ${AGE_GROUPS.length} ages: ${framed} frames round a clause, ${said} sentences saying the theme whole\n`);
