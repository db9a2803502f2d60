import { describe, expect, it } from 'vitest';
import type { Mood } from '@studio/contracts/stories';
import { splitClauses } from '../src/story/clause-splits';
import { addLightLines, moodWordsFor } from '../src/story/light-lines';
import { sceneSoundFor } from '../src/story/scene-sounds';
import { fleschKincaidGrade } from '../src/core/readability';

/** A mood word or a gasp alone as a sentence ("Gosh!", "See?", "Ooh, look!", "Hmm."): what a parent reads aloud as filler. */
const INTERJECTION = /^(?:(?:gosh|ah+|oh|ooh|wow|yay|whoop|whee|look|see|hmm+|mm+|eek|yikes|ta-da|done|there|shh|hush|dear|no)[,!.?\s]*)+$/i;

/** A long book whose every page is heavy for a little listener: each line one long sentence of long words. */
function heavyBook(pages: number): { pages: string[][]; roles: ('own' | 'extra' | 'kept')[][] } {
  const line = (page: number) => [`On day ${page}, everybody wandered happily around the beautiful garden, admiring the colourful butterflies and the enormous sunflowers.`, 'Everyone looked at the wonderful flowers together.'];
  return { pages: Array.from({ length: pages }, (_, page) => line(page)), roles: Array.from({ length: pages }, () => ['own', 'own']) };
}

describe('round 20 (fit): a book is fitted to its band by its own means first, and says only a few mood words', () => {
  it('tells a long sentence as two at a semicolon, a "which", a clause of someone\'s things, a second verb of a named pair and a place\'s two things', () => {
    expect(splitClauses('Nobody chose for her; Lola decided all by herself.')).toEqual(['Nobody chose for her.', 'Lola decided all by herself.']);
    expect(splitClauses("She looked along the row at everyone else's, which were all taller.")).toEqual(["She looked along the row at everyone else's.", 'They were all taller.']);
    expect(splitClauses('Then she knocked over a cup of water, right onto the notebook, and all the questions ran into blots.')).toEqual(['Then she knocked over a cup of water, right onto the notebook.', 'All the questions ran into blots.']);
    expect(splitClauses('That night, Ava and Grandma hugged the cat twice, and tucked the card under the pillow.')).toEqual(['That night, Ava and Grandma hugged the cat twice.', 'They tucked the card under the pillow.']);
    expect(splitClauses('On the last evening, they would not say goodbye, and stayed in their room.')).toEqual(['On the last evening, they would not say goodbye.', 'They stayed in their room.']);
    expect(splitClauses('The station had a big round clock, and a board of times.')).toEqual(['The station had a big round clock.', 'It had a board of times.']);
    // Each sentence of a line is read alone: the second verb is the second sentence's subject's, not the line's first name's.
    expect(splitClauses('Siobhan asked Jo. Jo thought hard, and did not know either.')).toEqual(['Siobhan asked Jo.', 'Jo thought hard.', 'Jo did not know either.']);
    // Never inside a quotation, never a "so that", never a list after "and".
    expect(splitClauses('"I can do it; I know I can," she said.')).toEqual(['"I can do it; I know I can," she said.']);
    expect(splitClauses('She sat by the door, so that nobody saw.')).toEqual(['She sat by the door, so that nobody saw.']);
    expect(splitClauses('The bike had a bell, and it rang.')).toEqual(['The bike had a bell, and it rang.']);
    // "and then" with no subject of its own is the same one's second doing: "Then went to look." says nobody.
    expect(splitClauses('Lola minded for about a minute, and then went to look at the drawbridge.')).toEqual(['Lola minded for about a minute, and then went to look at the drawbridge.']);
    expect(splitClauses('She packed the sand down, and then she dug a moat.')).toEqual(['She packed the sand down.', 'Then she dug a moat.']);
  });

  it('says the sound a page\'s own line makes, not a mood word, and only where the line makes it', () => {
    expect(sceneSoundFor(['A big bucket of water tipped the wrong way.'], 0, () => true)?.word).toBe('Splash!');
    expect(sceneSoundFor(['The tower of bricks toppled.'], 0, () => true)?.word).toBe('Crash!');
    expect(sceneSoundFor(['She burst into tears.', 'She waved goodbye.'], 0, () => true)).toBeUndefined();
    expect(sceneSoundFor(['"The dog barked!" said Mum.'], 0, () => true)).toBeUndefined();
  });

  it('puts at most one tiny line on a page, a few mood words a book, never on two pages running nor the same twice', () => {
    for (const count of [8, 16, 24]) {
      const book = heavyBook(count);
      const moods: Mood[] = Array.from({ length: count }, (_, page) => (['excited', 'curious', 'surprised', 'happy'] as const)[page % 4]!);
      for (const loose of [false, true]) {
        const lit = addLightLines(book, moods, 2, { loose });
        const interjections = lit.pages.map((sentences) => sentences.filter((sentence) => INTERJECTION.test(sentence)));
        const said = interjections.flat().map((word) => word.toLowerCase());
        expect(said.length, `${count} pages`).toBeLessThanOrEqual(moodWordsFor(count));
        expect(new Set(said).size).toBe(said.length);
        interjections.forEach((words, page) => {
          expect(words.length).toBeLessThanOrEqual(1);
          if (words.length > 0) expect(interjections[page + 1] ?? []).toHaveLength(0);
        });
      }
    }
    expect(moodWordsFor(8)).toBeLessThanOrEqual(2);
    expect(moodWordsFor(24)).toBeLessThanOrEqual(3);
  });

  it('still fits a heavy page by its sound before any mood word', () => {
    const pages = [['Mia and Dad went to the seaside.', 'It was sunny.'], ['Mia had a bucket.', 'Dad had a spade.'], ['Mia stepped carefully along the slippery, beautiful rocks.', 'Then a big bucket of water tipped over into the pool.'], ['Everybody went home.', 'The end.']];
    const book = { pages, roles: pages.map((page) => page.map(() => 'own' as const)) };
    const lit = addLightLines(book, ['happy', 'happy', 'excited', 'calm'], fleschKincaidGrade(pages.flat().join(' ')) - 0.1, { loose: true });
    expect(lit.pages[2]).toContain('Splash!');
    expect(lit.pages.flat().filter((sentence) => INTERJECTION.test(sentence))).toHaveLength(0);
  });
});
