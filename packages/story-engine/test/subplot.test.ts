import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { choiceOf, labelOf, subplotOf, THEME_CATALOGUE, type Wording } from '../src/world/catalogue';
import { catalogueSample } from './catalogue-sample';
import { wordingsFor } from '../src/plots/older-theme';
import { toldAtAnotherAge } from '../src/plots/theme-story';

/**
 * A roomy catalogue book (long, or nine to twelve from medium) has a middle of its own (issue 28, round 6):
 * what the failed tries taught the hero, before the turn; and a friend's own small problem, set up before the
 * turn and solved after it — for nine to twelve by giving the friend something, a cost the happy end pays off.
 */

const mia = { name: 'Mia', kind: 'child' as const, pronoun: 'she' as const };
const sam = { name: 'Sam', kind: 'child' as const, pronoun: 'he' as const };
const grandma = { name: 'Grandma', kind: 'grown-up' as const, pronoun: 'she' as const };
const owl = { name: 'Hoot', kind: 'animal' as const, species: 'owl' as const, pronoun: 'he' as const };

/** A catalogue line as a pattern: the cast's slots match any words, so the page is found whatever was filled in. */
function linePattern(wording: Wording): RegExp {
  const lines = typeof wording === 'string' ? [wording] : [...wording];
  return new RegExp(lines.map(lineSource).join('|'), 'iu');
}

function lineSource(line: string): string {
  // A long line may be told as two sentences where the band asks ("…on it. Leo found…", "…hand. Mia sang…"), and lose a
  // "very": either way is the line.
  return line.replace(/["”]?[.!?]["”]?$/, '').split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(`[\\p{L}' -]+?`).replaceAll(', and ', '(?:, and |\\. (?:\\p{L}+ )?)').replaceAll('very ', '(?:very )?')
    // '…," said Mia, and' may be told '…," she said, and' where the name was just said.
    .replaceAll("said [\\p{L}' -]+?", "(?:said [\\p{L}' -]+?|[\\p{L}' -]+? said)")
    // An older reader's words and a day already at home: "tummy" is "stomach", "At home," is "Back inside,".
    .replaceAll('tummy', '(?:tummy|stomach)').replaceAll('At home', '(?:At home|Back inside)');
}

function pagesFor(entry: (typeof THEME_CATALOGUE)[number], age: '6-8' | '9-12', length: 'medium' | 'long', characters: object[] = [mia, sam]) {
  // A little one's day (`toAge`) is told to an older reader as a brother's or sister's day the hero helps with, in its own lines (`helpers-day.ts`).
  if (entry.toAge) return undefined;
  // An entry whose own day is an older reader's (a friendship group's lunch table, from nine) is told younger in other lines.
  if (toldAtAnotherAge(entry, age)) return undefined;
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length, tone: 'gentle', theme: labelOf(entry) });
  const idea = writeIdea(inputs, 31);
  return idea.plot === `theme:${entry.id}` ? writeStory(idea, inputs).map((page) => page.text) : undefined;
}

const at = (pages: readonly string[], pattern: RegExp) => pages.findIndex((text) => pattern.test(text));

describe('a roomy catalogue book', () => {
  it('sets up the friend\'s trouble and what the tries taught before the turn, and solves the trouble after it, in a long book for six to eight', { timeout: 180_000 }, () => {
    let told = 0;
    for (const [entry] of catalogueSample(31, [0])) {
      const pages = pagesFor(entry, '6-8', 'long');
      if (!pages) continue;
      told += 1;
      const side = subplotOf(entry);
      const turn = at(pages, linePattern(entry.turn));
      expect(turn, `${entry.id} turn`).toBeGreaterThan(0);
      expect(at(pages, linePattern(side.trouble)), `${entry.id} trouble`).toBeGreaterThan(0);
      expect(at(pages, linePattern(side.trouble)), `${entry.id} trouble before the turn`).toBeLessThan(turn);
      expect(at(pages, linePattern(side.taught)), `${entry.id} taught before the turn`).toBeGreaterThan(0);
      expect(at(pages, linePattern(side.taught))).toBeLessThan(turn);
      expect(at(pages, /\blet Sam have\b|"You can have/), `${entry.id} help`).toBeLessThan(turn);
      expect(at(pages, linePattern(side.solved)), `${entry.id} solved after the turn`).toBeGreaterThan(turn);
    }
    expect(told).toBeGreaterThan(50);
  });

  it('gives nine to twelve a choice with a cost: the friend is given something before the turn, and the last pages say what it cost and pay the trouble off', { timeout: 180_000 }, () => {
    let told = 0;
    for (const [entry, length] of catalogueSample(32, ['medium', 'long'] as const)) {
      {
        const pages = pagesFor(entry, '9-12', length);
        if (!pages) continue;
        told += 1;
        // A reader of nine to twelve hears the entry's older wording where it has one (`plots/older-theme.ts`).
        const older = (wording: Wording) => wordingsFor({ age: '9-12' }, wording);
        const side = subplotOf(entry);
        const turn = at(pages, linePattern(older(entry.turn)));
        const trouble = at(pages, linePattern(older(side.trouble)));
        const given = at(pages, /\bneeded it more, so\b|\bpassed it across before\b|\blet .{1,40} have it all the same\b/);
        const paid = at(pages, /\bnever did get\b/);
        expect(trouble, `${entry.id} ${length} trouble`).toBeGreaterThan(0);
        expect(given, `${entry.id} ${length} given after the trouble`).toBeGreaterThan(trouble);
        expect(given, `${entry.id} ${length} given before the turn`).toBeLessThan(turn);
        expect(paid, `${entry.id} ${length} paid after the turn`).toBeGreaterThan(turn);
        // Solved where the cost is paid, or on the page after it when a thin page took the line before it (round 17).
        expect(`${pages[paid]} ${pages[paid + 1] ?? ''}`, `${entry.id} ${length} the trouble solved`).toMatch(linePattern(older(side.solved)));
      }
    }
    expect(told).toBeGreaterThan(100);
  });

  it('never has the hero give away what the hero chose a moment ago or uses at the turn (the window seat, the apple slice)', () => {
    const wordsOf = (wording: Wording) => new Set((typeof wording === 'string' ? [wording] : [...wording]).join(' ').toLowerCase().split(/[^\p{L}]+/u));
    const plain = new Set(['the', 'first', 'last', 'best', 'spare', 'new', 'from', 'with', 'shiny', 'little', 'big', 'place', 'turn', 'spot', 'chance', 'seat', 'pet', 'gran', 'grownup', 'hero', 'pal', 'and', 'for', 'of']);
    for (const entry of THEME_CATALOGUE) {
      const used = new Set([...wordsOf(entry.turn), ...wordsOf(choiceOf(entry))]);
      const given = subplotOf(entry).gives.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length > 2 && !plain.has(word) && !word.startsWith('{'));
      expect(given.filter((word) => used.has(word)), entry.id).toEqual([]);
    }
  });

  it('gives the trouble to a child only: with a grandma or an owl beside the hero there is no subplot, and with an owl and a child the child has it', () => {
    const entry = THEME_CATALOGUE.find((candidate) => candidate.id === 'haircut')!;
    for (const friend of [grandma, owl]) {
      const pages = pagesFor(entry, '6-8', 'long', [mia, friend]);
      expect(pages, friend.name).toBeDefined();
      expect(at(pages!, linePattern(subplotOf(entry).trouble)), friend.name).toBe(-1);
    }
    const both = pagesFor(entry, '6-8', 'long', [mia, owl, sam])!;
    expect(both[at(both, linePattern(subplotOf(entry).trouble))]).toMatch(/^Sam had a tangle/);
  });

  it('keeps a short book as it was: no subplot and no lesson of the tries in eight pages', () => {
    const entry = THEME_CATALOGUE.find((candidate) => candidate.id === 'diwali')!;
    const inputs = storyInputsSchema.parse({ characters: [mia, sam], age_group: '9-12', story_length: 'short', tone: 'gentle', theme: labelOf(entry) });
    const text = writeStory(writeIdea(inputs, 31), inputs).map((page) => page.text).join(' ');
    expect(text).not.toMatch(linePattern(subplotOf(entry).trouble));
    expect(text).not.toMatch(linePattern(subplotOf(entry).taught));
  });
});
