import { AGE_GROUPS, STORY_LENGTHS, storyInputsSchema } from '@studio/contracts/stories';
import { fleschKincaidGrade, writeIdea, writeStory } from '../../src/index';
import { catalogueThemeIn } from '../../src/world/catalogue';
import { storyText } from '../story-text';

/**
 * `npx tsx test/fresh/entry-bands.ts "<theme>[ | notes]" ...`: each theme told at every age, length, a few names
 * (long ones too) and casts, two seeds each: prints the hardest grade per age and every book the catalogue entry could
 * not tell in its band (its plot is then another). For checking a new catalogue entry before it goes in.
 */
const say = (...parts: unknown[]) => process.stdout.write(`${parts.join(" ")}\n`);
const themes = process.argv.slice(2);
const names = [['Mia', 'she'], ['Mateo', 'he'], ['Anastasia', 'she'], ['Jo', 'they']] as const;
const casts = [[], [{ name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he' }], [{ name: 'Grandma', kind: 'grown-up', pronoun: 'she' }, { name: 'Oluwaseun', kind: 'child', pronoun: 'he' }]];
let bad = 0;
let total = 0;
for (const typed of themes) {
  const [theme, notes] = typed.split('|').map((p) => p.trim());
  const id = catalogueThemeIn(theme)?.id;
  const worst: Record<string, number> = {};
  for (const age of AGE_GROUPS) for (const length of STORY_LENGTHS) for (const [name, pronoun] of names) for (const [ci, extra] of casts.entries()) for (const seed of [1040501, 1040502]) {
    const inputs = storyInputsSchema.parse({ characters: [{ name, kind: 'child', pronoun }, ...extra], age_group: age, story_length: length, tone: 'gentle', theme, notes: notes || undefined });
    total++;
    try {
      const idea = writeIdea(inputs, seed + ci);
      const text = storyText(writeStory(idea, inputs));
      const g = fleschKincaidGrade(text);
      worst[age] = Math.max(worst[age] ?? 0, g);
      if (idea.plot !== `theme:${id}`) { bad++; say('PLOT', theme, age, length, name, seed + ci, ci, idea.plot); }
    } catch (e) { bad++; say('ERR', theme, age, length, name, ci, String(e).slice(0, 120)); }
  }
  say(theme, '=>', id, JSON.stringify(worst));
}
say('bad', bad, 'of', total);
