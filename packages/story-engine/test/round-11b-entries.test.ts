import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, STORY_LENGTHS, storyInputsSchema } from '@studio/contracts/stories';
import type { AgeGroup, StoryLength } from '@studio/contracts/stories';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { fleschKincaidGrade, writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn } from '../src/world/catalogue';
import { readTheme } from '../src/understand/read-theme';
import { storyText } from './story-text';

/** Themes parents type that were told as a stock story or a generic day until round 11b: each its own story. */

const told = (theme: string, age: AgeGroup, length: StoryLength = 'medium', seed = 1160777) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Luca', kind: 'child', pronoun: 'he', traits: [] }], age_group: age, story_length: length, tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  return { plot: idea.plot, title: idea.title, text: storyText(writeStory(idea, inputs)) };
};

const NEW_ENTRIES: ReadonlyArray<readonly [id: string, typed: string]> = [
  ['dummy-goodbye', 'saying goodbye to the dummy'], ['being-bullied', 'being bullied'], ['instrument-lessons', 'learning the guitar'],
  ['test-worry', 'worrying about a test'], ['baby-in-the-family', 'new baby cousin'], ['mermaids', 'mermaids'], ['fairies', 'fairies'], ['superheroes', 'superheroes'],
];
const MAX_GRADE: Record<AgeGroup, number> = { '0-2': 2, '3-5': 2, '6-8': 4, '9-12': 7 };

describe("round 11b's entries", () => {
  it('are each offered to parents and told as their own story', () => {
    for (const [id, typed] of NEW_ENTRIES) {
      expect(BUILT_IN_THEMES.some((theme) => theme.id === id), id).toBe(true);
      expect(catalogueThemeIn(typed)?.id, typed).toBe(id);
      expect(told(typed, '6-8').plot, typed).toBe(`theme:${id}`);
    }
  });

  it('stay in the reading band at every age and length', () => {
    // One length per age, turned by the entry, so every entry is read at every age and every length across the four.
    NEW_ENTRIES.forEach(([, typed], index) => AGE_GROUPS.forEach((age, a) => {
      const length = STORY_LENGTHS[(index + a) % STORY_LENGTHS.length]!;
      expect(fleschKincaidGrade(told(typed, age, length).text), `${typed} ${age} ${length}`).toBeLessThanOrEqual(MAX_GRADE[age]);
    }));
  });
});

describe('a lesson on an instrument', () => {
  it('keeps the instrument the parent names on every page that names one', () => {
    for (const instrument of ['guitar', 'violin', 'recorder', 'drums']) {
      const { title, text } = told(`learning the ${instrument}`, '6-8');
      expect(title).toMatch(new RegExp(instrument, 'i'));
      expect(text).toMatch(new RegExp(`the ${instrument}\\b`));
      expect(text).not.toMatch(/\b(?:piano|keyboard)\b/);
    }
    expect(catalogueThemeIn('piano recital')?.id).toBe('music-recital');
  });
});

describe('a worry about a test', () => {
  it('names the test the parent names, and a spelling test is no spelling bee', () => {
    expect(told('worrying about her spelling test', '6-8').text).toMatch(/the spelling test/);
    expect(told('times tables test', '6-8').text).toMatch(/the times tables test/);
    expect(told('SATs', '9-12').text).toMatch(/the SATs test/);
    expect(catalogueThemeIn('the spelling bee')?.id).toBe('spelling-bee');
  });
});

describe('a new baby in the wider family', () => {
  it('is visiting the baby, and the hero is never a big brother or sister', () => {
    for (const typed of ['new baby cousin', "auntie's new baby", 'meeting her new baby niece']) expect(catalogueThemeIn(typed)?.id, typed).toBe('baby-in-the-family');
    expect(catalogueThemeIn('new baby brother')?.id).toBe('new-baby');
    const { text } = told('new baby cousin', '3-5');
    expect(text).toMatch(/baby cousin/);
    expect(text).not.toMatch(/big (?:brother|sister)/);
  });
});

describe('being bullied', () => {
  it('turns on telling a grown-up the hero trusts, and the school acting; the hero never fights back', () => {
    for (const typed of ['being bullied at school', 'kids calling him names', 'being picked on']) expect(catalogueThemeIn(typed)?.id, typed).toBe('being-bullied');
    const { text } = told('being bullied', '9-12');
    expect(text).toMatch(/told a grown-up|told .* all about the names|told .* everything/);
    expect(text).toMatch(/teacher/);
    expect(text).not.toMatch(/\b(?:hit|punch\w*|kick\w*|fought|fight back)\b/);
    expect(text).not.toMatch(/nothing to worry about/);
    // A hurt is never smiled back at: no "thought of the time he went the long way round to the coats, and smiled".
    for (const seed of [1160502, 1160503]) expect(told('kids calling him names at school', '6-8', 'medium', seed).text).not.toMatch(/thought of the time[^.]*, and smiled/);
  });
});

describe('a loved make-believe figure', () => {
  it('is the love of them, dressing up and playing, never a quest with the figures only dreamed of', () => {
    expect(readTheme('mermaids').kind).toBe('catalogue');
    expect(catalogueThemeIn('the tooth fairy')?.id).toBe('wobbly-tooth');
    expect(catalogueThemeIn('fairy lights')).toBeUndefined();
    const { text } = told('mermaids', '3-5');
    expect(text).toMatch(/mermaid/);
    expect(text).not.toMatch(/dreamed about mermaids|sea glass/i);
  });
});

describe('the dummy goodbye', () => {
  it('is the dummy fairy and the first night without, for a toddler', () => {
    for (const typed of ['giving up the dummy', 'the dummy fairy', 'no more dummies']) expect(catalogueThemeIn(typed)?.id, typed).toBe('dummy-goodbye');
    expect(told('saying goodbye to the dummy', '0-2', 'short').text).toMatch(/dummy/);
  });
});
