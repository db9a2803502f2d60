import { afterEach, describe, expect, it, vi } from 'vitest';
import { fleschKincaidGrade } from '../src/index';
import { fitReadability } from '../src/story/fit-readability';
import { assertInBand } from '../src/story/assert-band';
import { addLightLines } from '../src/story/light-lines';
import { plainWording } from '../src/story/plain-wording';
import type { RoledText, SentenceRole } from '../src/story/roled-text';

const gradeOf = ({ pages }: RoledText) => fleschKincaidGrade(pages.flat().join(' '));
const roled = (pages: string[][], role: SentenceRole = 'own'): RoledText => ({ pages, roles: pages.map((sentences) => sentences.map(() => role)) });

const HEAVY = roled([
  ['Mia sat very still beside the enormous elephant, and she listened carefully to the melody.', 'Everybody celebrated together.'],
  ['The elephant remembered everything, and Mia was delighted.', 'See you tomorrow, elephant!'],
  ['And now Mia understood: friendship is a beautiful adventure.'],
]);

describe('plainWording', () => {
  it('splits compounds and uses lighter words, only until the story fits, and drops nothing', () => {
    const before = gradeOf(HEAVY);
    const plain = plainWording(HEAVY, before - 0.5);
    expect(gradeOf(plain)).toBeLessThanOrEqual(before - 0.5);
    expect(plain.pages.flat().join(' ')).toContain('elephant');
    expect(plain.pages[0]).toContain('She listened with care to the melody.');
    expect(plain.pages.map((page) => page.length)).toEqual(plain.roles.map((page) => page.length));
    expect(plainWording(HEAVY, 99)).toEqual(HEAVY);
  });
});

describe('fitReadability', () => {
  it('never drops a line whose loss would make the story heavier', () => {
    const story = roled([['The huge elephant celebrated magnificently.', 'Yay!', 'Wonderful elephants everywhere.', 'Hop!'], ['The end.']]);
    story.roles = [['own', 'extra', 'extra', 'extra'], ['own']];
    const fitted = fitReadability(story, 0, 'own lines');
    expect(fitted.pages[0]).toEqual(['The huge elephant celebrated magnificently.', 'Yay!', 'Hop!']);
  });
});

describe('addLightLines', () => {
  it('adds a word of the page mood after its opening line, heaviest page first, never on the closing page, until the story fits', () => {
    // Past the pages that meet the cast, after the line the word is said at (round 12: "huge" is something to wow at).
    const story = roled([['Mia ran.', 'She hid.'], ['Leo sat.', 'He read.'], ['The huge elephant celebrated magnificently.', 'Everybody cheered.'], ['Mia went home happily.']]);
    const target = gradeOf(story) - 0.5;
    const lit = addLightLines(story, ['happy', 'calm', 'excited', 'calm'], target);
    expect(gradeOf(lit)).toBeLessThanOrEqual(target);
    expect(lit.pages[2]).toHaveLength(3);
    expect(['Wow!', 'Whee!', 'Ooh!']).toContain(lit.pages[2]![1]);
    expect(lit.pages[3]).toEqual(story.pages[3]);
    expect(lit.roles[2]).toEqual(['own', 'kept', 'own']);
    expect(addLightLines(story, ['happy', 'calm', 'excited', 'calm'], 99)).toEqual(story);
  });

  it('says a glad page softly in a cozy or gentle book ("make it calmer"): never "Wow!" or "Yay!" under its picture', () => {
    const story = roled([['Mia ran.', 'She hid.'], ['Leo sat.', 'He read.'], ['The huge elephant celebrated magnificently.', 'Everybody cheered.'], ['Mia went home happily.']]);
    const lit = addLightLines(story, ['happy', 'calm', 'excited', 'calm'], gradeOf(story) - 0.5, { quiet: true });
    expect(['Ooh.', 'Ahh.']).toContain(lit.pages[2]![1]);
    expect(lit.pages.flat().join(' ')).not.toMatch(/Wow!|Whee!|Yay!|Whoop!/);
  });

  // The coordinator's held-out read (round 10): "Deniz was her cousin. Whoop!" — a cheer under the page that meets the cast.
  it('leaves the pages that meet the cast till last', () => {
    const story = roled([['Deniz was her extraordinary cousin, remarkably energetic.', 'He smiled.'], ['Mia ran.', 'She hid.'], ['The elephant celebrated.', 'Everybody cheered.'], ['Mia went home.']]);
    const lit = addLightLines(story, ['happy', 'happy', 'happy', 'calm'], gradeOf(story) - 0.1);
    expect(lit.pages[0]).toEqual(story.pages[0]);
    expect(lit.pages[2]).toHaveLength(3);
  });
});

describe('assertInBand', () => {
  afterEach(() => vi.unstubAllEnvs());
  const dense = 'Extraordinarily complicated considerations necessitate comprehensive evaluation.';

  it('throws outside production when a story measures over its band, so a test can never miss one', () => {
    expect(() => assertInBand(dense, '0-2', 2)).toThrow(/over its band of 2/);
    expect(() => assertInBand('The cat sat on the mat.', '0-2', 2)).not.toThrow();
  });

  it('stays quiet in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => assertInBand(dense, '0-2', 2)).not.toThrow();
  });
});

describe('addLightLines across books', () => {
  // Issue 28 (variety): the word under a picture is one of its mood's few, by the book, not "Yay!" in every book.
  it('says a mood in different words in different books', () => {
    const words = new Set(['Sam ran to the park.', 'Ada ran to the shop.', 'Kit ran to the sea.', 'Bo ran to the hill.', 'Lu ran to the barn.', 'Jo ran to the lake.'].map((first) => {
      // A line with more than one thing to cheer at ("won", "huge"): the word said at it differs from book to book.
      const story = roled([[first, 'She hid.'], ['Leo sat.', 'He read.'], ['The huge elephant won, and everybody celebrated magnificently.', 'Everybody cheered.'], ['Mia went home happily.']]);
      return addLightLines(story, ['happy', 'calm', 'happy', 'calm'], gradeOf(story) - 0.5).pages[2]![1];
    }));
    expect(words.size).toBeGreaterThan(1);
  });
});
