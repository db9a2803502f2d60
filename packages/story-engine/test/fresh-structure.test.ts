import { describe, expect, it } from 'vitest';
import type { StoryPage } from '@studio/contracts/stories';
import { writeFresh } from './fresh/write-fresh';
import { generateCases, PARENT_LESSONS, PARENT_THEMES } from './fresh/parent-inputs';
import { isSentence } from '../src/understand/read-words';
import { matchLesson } from '../src/world/lessons';
import { MOST_STOCK, ownLessonTagged, stockInALongBook, stockShare } from './fresh/structure-detectors';

/** The structure of long books and the parent's own lesson (issue 28, round 6), read from generated books. */

const pages = (...texts: string[]): StoryPage[] => texts.map((text, index) => ({ page_number: index + 1, text, scene: { setting: 'home', time_of_day: 'day', characters: [], action: 'standing', mood: 'happy' } }));
const theme = (text: string) => PARENT_THEMES.find((candidate) => candidate.text === text)!;
const idea = (summary: string) => ({ title: 'T', summary, characters: [], setting: 'home' as const, lesson: '', plot: 'quest', tone: 'gentle' as const, seed: 1 });

describe('the stock pages of a long catalogue book', () => {
  const plain = Array.from({ length: 24 }, (_, index) => `Mia did thing ${index}.`);
  const stock = ['"It is too hard," sighed Mia.', '"Are you all right?" asked Sam.', '"We can do it, Sam!"', 'Slowly, a new idea came to Mia.', 'Sam had crumbs all down his front!'];
  const stocked = (count: number) => [...plain.slice(0, 24 - count), ...stock.slice(0, count)];

  it('is found when more than four of 24 pages are stock, in a moment, festival or feeling book only', () => {
    expect(Math.floor(24 * MOST_STOCK)).toBe(4);
    expect(stockInALongBook({ theme: theme('new baby'), pages: pages(...stocked(5)) })).toHaveLength(1);
    expect(stockInALongBook({ theme: theme('new baby'), pages: pages(...stocked(4)) })).toEqual([]);
    expect(stockInALongBook({ theme: theme('new baby'), pages: pages(...stocked(5).slice(0, 16)) })).toEqual([]);
  });
});

describe('a parent\'s own lesson', () => {
  it('is found tagged when only the last page says it, unless the idea says it could not be acted out', () => {
    const tagged = { lesson: 'It\'s fine to feel nervous', idea: idea('A story.'), pages: pages('Ivan fed the birds.', 'Ivan learned something true: it\'s fine to feel nervous.') };
    expect(ownLessonTagged(tagged)).toHaveLength(1);
    expect(ownLessonTagged({ ...tagged, pages: pages('Ivan felt nervous, and that was all right.', 'Ivan learned something true: it\'s fine to feel nervous.') })).toEqual([]);
    expect(ownLessonTagged({ ...tagged, idea: idea('The built-in writer could not act out "It\'s fine to feel nervous" in this story.') })).toEqual([]);
    // A verb said in the past still counts: "Tell someone how you feel" acted as "told".
    expect(ownLessonTagged({ lesson: 'Tell someone how you feel', idea: idea('A story.'), pages: pages('This time, Mia told someone how she felt.', 'The end.') })).toEqual([]);
  });

  // The parent's own sentences that name none of the engine's lessons ("Growing up can feel strange", "Always say sorry"): the engine's own are acted by their moves (lesson-at-the-turn.test.ts).
  const own = PARENT_LESSONS.filter((lesson) => isSentence(lesson) && matchLesson(lesson) === undefined);

  it('is acted before the last page, or said in the idea not to be, in generated books of every age', { timeout: 300_000 }, () => {
    expect(own.length).toBeGreaterThanOrEqual(4);
    const found = generateCases(9500, 40).flatMap((generated, index) => {
      const lesson = own[index % own.length]!;
      const story = writeFresh({ ...generated, inputs: { ...generated.inputs, lesson } });
      // A wish may have made the lesson another ("make the lesson about sharing"): then the parent's own is not the story's.
      if (story.inputs.lesson !== lesson) return [];
      return ownLessonTagged({ ...story, lesson }).map((finding) => `${story.id} ${story.inputs.age_group}: ${finding.detail}`);
    });
    expect(found).toEqual([]);
  });
});

describe('long catalogue books written from generated inputs', () => {
  // A friend's small problem is a child's (see theme-story.ts): a book whose only friends are animals or grown-ups has
  // none, and still reads five pages of 24 as stock (review/fresh-readings.md, round 6).
  const withAChildFriend = (generated: ReturnType<typeof generateCases>[number]) => generated.inputs.characters.slice(1).some((character) => character.kind === 'child');

  it('are their theme\'s own when a child is among the friends: no more than four pages of 24 are stock', { timeout: 300_000 }, () => {
    const long = generateCases(9000, 600).filter((generated) => ['moment', 'festival', 'feeling'].includes(generated.theme?.kind ?? '') && generated.inputs.story_length === 'long' && withAChildFriend(generated)).slice(0, 24);
    expect(long.length).toBe(24);
    const shares = long.map((generated) => writeFresh(generated)).filter((story) => story.pages.length >= 24).map((story) => ({ id: story.id, share: stockShare(story), found: stockInALongBook(story) }));
    expect(shares.filter((entry) => entry.found.length > 0).map((entry) => `${entry.id} ${entry.share.toFixed(2)}`)).toEqual([]);
  });
});
