import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';

/**
 * Round 14b: the catalogue plot's filler lines are said only where they are true, each at most once a book, and the
 * lines true of any theme are cut so the page keeps the theme's own (a held-out read found "said again, more quietly this
 * time", "kept it for later" and "wanted so much to feel like himself again" in book after book, whatever the theme).
 */
const rosa = { name: 'Rosa', kind: 'child', pronoun: 'she', traits: [] };
const sam = { name: 'Sam', kind: 'child', pronoun: 'he', traits: ['best friend'] };
const mum = { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] };
const book = (theme: string, age: string, characters: object[], seed: number, tone = 'heartwarming', length = 'long') => {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme, tone });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join('\n');
};

describe('the catalogue plot\'s filler', () => {
  it('meets a true detail with the theme\'s own sense or nothing: no "just to look", "kept it for later", "took it all in"', () => {
    for (const seed of [1610500]) expect(book('Sharing', '3-5', [rosa, sam], seed)).not.toMatch(/just to look|kept it for later|kept it in mind|took it all in|miss a single thing/);
  });

  it('holds a go on the theme\'s own want or none: never the kind\'s "wanted so much to feel like herself again"', () => {
    for (const seed of [1610500]) expect(book('Sharing', '3-5', [rosa, sam], seed)).not.toMatch(/wanted so much to/);
  });

  it('has the hero stop before the turn, not "thought about sharing one more time"', () => {
    const text = book('Baking cakes', '3-5', [rosa, sam, mum], 1610500);
    expect(text).not.toMatch(/one more time\./);
    const den = book('Building a den', '0-2', [rosa, mum], 1610500, 'funny');
    // Round 17: the turn that follows is a deed (Mum holds one side), not an idea, so no idea is said to come before it.
    // Round 20: and the hero sees the way in the body, not in a stock "Then Rosa knew what to do." (`KNOWING_SHOWN`).
    expect(den).toMatch(/eyes went wide\.|sat up very straight\.|nodded slowly\./);
    expect(den).not.toMatch(/knew what to (?:do|try)\.|all at once, \w+ knew\./);
    expect(den).not.toMatch(/(?:had an idea|[Aa]n idea came)\./);
    // Never a second "stopped" on the page after "She stopped and thought about what had gone wrong."
    expect(den).not.toMatch(/stopped[^\n]*\n[^\n]*stopped/);
  });

  it('cheers "We can do it!" but never "One more time!" where no go of the hero\'s own has failed', () => {
    for (const seed of [1610502]) expect(book('World Book Day', '6-8', [rosa, sam], seed)).not.toMatch(/"(?:One more time|Let's try once more),/);
  });

  it('gives an older friend a look that answers the page, not "Are you writing it down?", and an older hero no feeling\'s want in a story of a thing done', () => {
    const text = book('Telling the truth', '9-12', [rosa, mum], 1610501);
    expect(text).not.toMatch(/"Are you writing|"Is that part of|seemed to know exactly what to do/);
    expect(text).not.toMatch(/without having to admit|wanted the feeling gone/);
  });

  it('has a parent squeeze a little listener\'s hand after a go gone wrong, and smile after any other', () => {
    const baking = book('Baking cakes', '3-5', [rosa, mum], 1610500, 'heartwarming', 'medium').split('\n');
    expect(baking.find((page) => /some went on the floor/.test(page))).toMatch(/Mum gave a big, warm smile\./);
    expect(baking.join('\n')).not.toMatch(/warm squeeze/);
    const kite = book('Flying a kite', '0-2', [rosa, mum], 1610500, 'heartwarming', 'medium').split('\n');
    expect(kite.find((page) => /bumped along the grass/.test(page))).toMatch(/Mum gave a big, warm squeeze\./);
  });

  it('lets a grown-up friend clown once a book', () => {
    const pages = book('Building a den', '0-2', [rosa, mum], 1610500, 'funny').split('\n');
    // The clowning once; the friend's wonder ("See that, Rosa?", `page-extras.ts`) is no clowning, and is said once too.
    expect(pages.filter((page) => /wrong way|silly wobble|expert at this|Oooh!/.test(page)).length).toBeLessThanOrEqual(1);
    expect(pages.filter((page) => /"See that/.test(page)).length).toBeLessThanOrEqual(1);
  });
});
