import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';

describe('the win the hero pictures before the last try', () => {
  // A fresh read (round 10): "She shut her eyes and pictured the moment when the lamb was fed. The farmer said Lina was a
  // real help." and the win page said the farmer's words again.
  it('is the win\'s first clause: what the rest of it says is kept for the win itself', () => {
    // A long 0-2 book on a moment with a walk points at the farm's animals there instead (round 15, `toddler-walk.test.ts`).
    // From six the page is the hero's bet (`hero-bet.test.ts`).
    for (const age_group of ['3-5'] as const) {
      const inputs = storyInputsSchema.parse({ characters: [{ name: 'Lina', kind: 'child', pronoun: 'she' }, { name: 'Pepper', kind: 'animal', species: 'dog', pronoun: 'she' }], age_group, story_length: 'long', theme: 'going to the farm', setting: 'farm' });
      const idea = writeIdea(inputs, 150002);
      expect(idea.plot).toBe('theme:farm');
      const pages = writeStory(idea, inputs).map((page) => page.text);
      // Under six the picture is two short sentences (round 12's bands): "She shut her eyes. In her head, the lamb was fed."
      const pictured = pages.find((text) => /pictured the moment when|In (?:her|his|their) head, /.test(text));
      expect(pictured, age_group).toMatch(/(?:pictured the moment when|In her head,) the lamb was fed\./);
      expect(pictured, age_group).not.toMatch(/real help/);
    }
  });
});
