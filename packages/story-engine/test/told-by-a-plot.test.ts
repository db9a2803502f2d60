import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';

describe('a theme that is a stock plot’s own story', () => {
  it.each(['a treasure hunt', 'a treasure map found in the attic', 'an old map', 'a pirate map'])('"%s" is told by the quest (an old map, the way, the treasure), and the idea does not say it could not', (theme) => {
    for (let seed = 0; seed < 4; seed += 1) {
      const inputs = storyInputsSchema.parse({ characters: [{ name: 'Finn', kind: 'child', pronoun: 'he' }], age_group: '6-8', story_length: 'short', theme });
      const idea = writeIdea(inputs, seed);
      if (theme === 'a pirate map' && idea.plot.startsWith('theme:')) continue;
      expect(idea.plot).toBe('quest');
      expect(idea.summary).not.toMatch(/could not make/);
      expect(storyText(writeStory(idea, inputs))).toMatch(/\bmap\b/);
    }
  });
});
