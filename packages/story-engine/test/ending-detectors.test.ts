import { storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { plotById } from '../src/plots';
import { buildContext } from '../src/story/build-context';
import { planPages } from '../src/story/plan-pages';
import { catalogueSample } from './catalogue-sample';
import { gagsOn, paddedBook, stockKindsIn, stockMiddlesIn } from './fresh/ending-detectors';

/**
 * Endings and middles (issue 28, round 9): a long catalogue book used to close on seven stock pages in a row whatever its
 * theme (talked it over, a drawing, a thank-you, the family told, a photo, a treat, the day remembered), with stock pages
 * in its middle (a riddle, "Not yet", "I'm right here") and gags stacked on a page. Each detector on crafted text, then
 * over a seeded sample of catalogue books.
 */

const pages = (...texts: string[]) => texts.map((text) => ({ text }));
const mia = { name: 'Mia', kind: 'child' as const, pronoun: 'she' as const };
const pip = { name: 'Pip', kind: 'animal' as const, species: 'dog' as const, pronoun: 'he' as const };

/** A book and the index of its win (the happy end's first page). */
function book(inputs: StoryInputs, seed: number) {
  const idea = writeIdea(inputs, seed);
  const plot = plotById(idea.plot, inputs.theme);
  const plan = planPages(buildContext(idea, inputs, plot), plot, inputs.story_length);
  return { idea, plan, pages: writeStory(idea, inputs), win: plan.findIndex((page) => page.beat === 'resolution') };
}

const SAMPLE = catalogueSample(928, [['3-5', 'long'], ['6-8', 'long'], ['6-8', 'medium']] as const, undefined, 6).map(([entry, [age, length], index]) => ({
  entry,
  inputs: storyInputsSchema.parse({ characters: [mia, pip], age_group: age, story_length: length, tone: index % 2 === 0 ? 'funny' : 'gentle', theme: entry.name.replace(/^the /, '') }),
  seed: 300 + index,
}));

describe('the ending detectors', () => {
  it('find two stock kinds of after-page, two stock pages of the middle and two gags on a page, and stay quiet on a book of its own', () => {
    const padded = pages(
      '"Why did the snail cross the road?" asked Sam.',
      '"Maybe it will never work," sighed Mia. "Not yet," said Sam.',
      'Mia tried to look calm, which is hard with a leaf stuck to your head. Sam sneezed so loudly that a snail did a somersault in surprise.',
      'Afterwards, Mia and Sam talked about every bit of it.',
      'Later, Mia drew the whole day in crayon.',
    );
    expect(stockKindsIn(padded)).toEqual(['talk it over', 'drawing']);
    expect(stockMiddlesIn(padded)).toEqual(['joke', 'not yet']);
    expect(gagsOn(padded[2]!.text)).toBe(2);
    expect(paddedBook(padded).map((finding) => finding.detector)).toEqual(['more than one stock kind', 'more than one stock middle', 'gags stacked on a page']);
    const own = pages('The wind caught the kite, and it climbed up and up.', 'At home, Mia hung the kite on the bedroom wall.', 'Sam pulled a very silly face, and Mia snorted with laughter.');
    expect(paddedBook(own)).toEqual([]);
  });
});

describe("a catalogue book's close and middle", () => {
  // Before round 9 this sample closed on 8 pages after the win (long) and 4 (medium), with 4 stock kinds and 2 stock middle pages a long book.
  it('closes on a few pages after the win, carries one stock kind of after-page and one stock page of the middle at most, and stacks no gags', { timeout: 120_000 }, () => {
    const after: Record<string, number[]> = { long: [], medium: [] };
    for (const { entry, inputs, seed } of SAMPLE) {
      const written = book(inputs, seed);
      if (!written.idea.plot.startsWith('theme:')) continue;
      const label = `${entry.id} ${inputs.age_group} ${inputs.story_length}`;
      after[inputs.story_length]!.push(written.plan.length - written.win - 1);
      expect(stockKindsIn(written.pages).length, label).toBeLessThanOrEqual(1);
      expect(stockMiddlesIn(written.pages).length, label).toBeLessThanOrEqual(1);
      expect(written.pages.filter((page) => gagsOn(page.text) > 1).map((page) => page.text), label).toEqual([]);
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(after.long!.length).toBeGreaterThan(6);
    expect(Math.max(...after.long!)).toBeLessThanOrEqual(4);
    expect(mean(after.long!)).toBeLessThanOrEqual(3.5);
    expect(Math.max(...after.medium!)).toBeLessThanOrEqual(3);
  });

  it('tells a try over a page turn where a long book has pages to fill: the go and the held breath, then how it went', () => {
    const inputs = storyInputsSchema.parse({ characters: [mia, pip], age_group: '6-8', story_length: 'long', tone: 'gentle', theme: 'flying a kite' });
    const texts = book(inputs, 11).pages.map((page) => page.text);
    const turned = texts.findIndex((text) => /^But the kite just bumped along the grass\b/.test(text));
    expect(turned, texts.join('\n')).toBeGreaterThan(0);
    expect(texts[turned - 1]).toMatch(/^Mia ran as fast as she could\./);
  });

  it('has no gag at the turn, and none on a page where a try went wrong', { timeout: 60_000 }, () => {
    for (const theme of ['flying a kite', 'baking', 'learning to ride a bike']) {
      for (const seed of [1, 2, 3]) {
        const inputs = storyInputsSchema.parse({ characters: [mia, pip], age_group: '6-8', story_length: 'long', tone: 'funny', theme });
        const { plan, pages: written } = book(inputs, seed);
        plan.forEach((planned, index) => {
          const low = planned.beat === 'turning point' && !planned.shared ? 'the turn' : planned.plan.gist === 'How it went.' && planned.plan.mood === 'worried' ? 'a try gone wrong' : undefined;
          if (low) expect(gagsOn(written[index]!.text), `${theme} #${seed} ${low}: ${written[index]!.text}`).toBe(0);
        });
      }
    }
  });

  it('never carries the same stock page of the middle in two books of consecutive seeds', { timeout: 60_000 }, () => {
    for (const tone of ['funny', 'heartwarming'] as const) {
      const inputs = storyInputsSchema.parse({ characters: [mia, pip], age_group: '3-5', story_length: 'long', tone, theme: 'going to the dentist' });
      const carried = [1, 2, 3, 4, 5, 6].map((seed) => stockMiddlesIn(book(inputs, seed).pages).join());
      carried.slice(1).forEach((middle, index) => {
        if (middle !== '') expect(middle, `${tone} seeds ${index + 1} and ${index + 2}: ${carried.join(' | ')}`).not.toBe(carried[index]);
      });
    }
  });
});
