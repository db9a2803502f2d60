import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';

const book = (theme: string, age: '3-5' | '6-8' = '3-5') => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Hana', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], age_group: age, story_length: 'medium', tone: 'gentle', theme });
  return { idea: writeIdea(inputs, 1780007), inputs };
};

describe('a wish on a told book is carried out and said, or declined in one plain sentence (round 15)', () => {
  it('"funnier" at the restaurant tells jokes of the restaurant itself, and the idea names the ones on the pages', () => {
    const { idea, inputs } = book('first time at a restaurant');
    const refined = refineIdea(idea, inputs, 'make it funnier');
    const text = writeStory(refined.idea, refined.inputs).map((page) => page.text).join(' ');
    expect(text).toMatch(/giant bib|sauce moustache|menu upside down/);
    expect(refined.idea.summary).toMatch(/Funnier now, with jokes of the restaurant itself: (?:a napkin worn as a giant bib|a sauce moustache|a menu read upside down)/);
    if (!/giant bib/.test(text)) expect(refined.idea.summary).not.toContain('giant bib');
  });

  it('"funnier" on a story of a job tells the job\'s own joke (round 16), and "remove Dad" from his own job says Dad stays', () => {
    const { idea, inputs } = book('her dad is a firefighter');
    const { summary } = refineIdea(idea, inputs, 'make it funnier and remove Dad').idea;
    expect(summary).toContain('Funnier now, with jokes of its own: a firefighter\'s own sound, made at home.');
    expect(summary).toContain('could not leave Dad out: a story of "her dad is a firefighter" has Dad in it');
  });

  it('another place, a grown-up as the hero and simpler words are declined with why, never "could not do all of"', () => {
    const { idea, inputs } = book('going to the dentist', '6-8');
    const { summary } = refineIdea(idea, inputs, 'make Dad the hero, set it at the beach and make it simpler').idea;
    expect(summary).toContain('could not set it at the beach: a story of "going to the dentist" is told where it happens');
    expect(summary).toMatch(/could not make Dad the hero: in a book for a child, the child leads/);
    expect(summary).toContain('make it simpler');
    expect(summary).not.toContain('could not do all of');
  });
});
