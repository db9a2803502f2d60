import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { splitSentences, writeIdea, writeStory } from '../src/index';
import { THEME_CATALOGUE } from '../src/world/catalogue';

const cast = [{ name: 'Arjun', kind: 'child', pronoun: 'he', traits: ['curious'] }, { name: 'Priya', kind: 'child', pronoun: 'she', traits: ['his big sister'] }];

describe("a catalogue book's own pages for readers of nine to twelve", () => {
  it('are seldom a single sentence: a true detail, the setback, the choice and the friend’s problem each say what the hero makes of it', () => {
    let pages = 0;
    let thin = 0;
    for (const [index, entry] of THEME_CATALOGUE.entries()) {
      if (index % 8 !== 0) continue;
      const inputs = storyInputsSchema.parse({ characters: cast, age_group: '9-12', story_length: 'long', theme: entry.name.replace(/^the /, '') });
      const idea = writeIdea(inputs, index);
      if (!idea.plot.startsWith('theme:')) continue;
      for (const page of writeStory(idea, inputs)) {
        pages += 1;
        if (splitSentences(page.text).length <= 1) thin += 1;
      }
    }
    expect(pages).toBeGreaterThan(100);
    // Without what the hero makes of a one-line page: 136 of 312 pages (0.44); with it, 97 (0.31).
    expect(thin / pages).toBeLessThan(0.36);
  });
});

describe("a catalogue book's after-part", () => {
  it('thanks the friend once and draws the day once, never a shared page saying it again', () => {
    for (const [index, entry] of THEME_CATALOGUE.entries()) {
      if (index % 10 !== 0) continue;
      const inputs = storyInputsSchema.parse({ characters: [cast[0], { name: 'Pip', kind: 'animal', species: 'dog', pronoun: 'he', traits: [] }], age_group: '3-5', story_length: 'long', theme: entry.name.replace(/^the /, '') });
      const idea = writeIdea(inputs, index);
      if (!idea.plot.startsWith('theme:')) continue;
      const pages = writeStory(idea, inputs).map((page) => page.text);
      // The after-part's drawing and the shared one (some themes draw as their own tries: two homes).
      expect(pages.filter((text) => /drew a picture of the day|drew the whole day in crayon|painted the whole day|made a drawing to give/.test(text)).length, entry.id).toBeLessThanOrEqual(1);
      // The thank-yous the after-part and the shared pages write, not a theme's own (kindness: "A lady with a pram said thank you").
      expect(pages.filter((text) => /Thank you for (?:being there|helping me|coming with me)|said thank you to \S+ for staying close|couldn't have done it without you|You were a real friend today/.test(text)).length, entry.id).toBeLessThanOrEqual(1);
    }
  });
});
