import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moderateText, writeIdea, writeStory } from '../src/index';
import { inputsArbitrary, seedArbitrary } from './arbitraries';

describe('moderateText', () => {
  it.each([
    ['violence', 'Then the knight stabbed the troll and there was blood everywhere.'],
    ['violence', 'He pulled out a gun.'],
    ['sexual', 'They watched porn together.'],
    ['sexual', 'The man was naked.'],
    ['hate', 'Go away, you retard.'],
    ['self_harm', 'She wanted to kill herself.'],
    ['self_harm', 'He thought about suicide.'],
    ['drugs', 'Dad drank three beers and got drunk.'],
    ['drugs', 'They smoked cigarettes behind the shed.'],
    ['profanity', 'What the fuck is that?'],
    ['profanity', 'This is bullshit.'],
    ['profanity', 'Oh sh*t, said the fox.'],
    ['personal_data', 'Write to mia.smith@example.com for the party.'],
    ['personal_data', 'Call us on +44 20 7946 0000 today.'],
    ['personal_data', 'Her number is (555) 123-4567.'],
    ['personal_data', 'We live at 12 Oak Street.'],
    ['personal_data', 'Come to 221B Baker St after school.'],
  ])('flags %s: %s', (kind, text) => {
    const result = moderateText(text);
    expect(result.safe).toBe(false);
    if (!result.safe) {
      expect(result.kind).toBe(kind);
      expect(result.detail).toMatch(/^This text .+\.$/);
    }
  });

  it.each([
    'Mia went to Scunthorpe with her class.',
    'A friendly dragon breathing fire lit the cake.',
    'They wished on a shooting star.',
    'The assistant from Essex passed the grapes.',
    'Three bears shared 12 honey cakes in 2024.',
    'She counted 1, 2, 3, 4, 5, 6, 7 stars.',
    'The killer whale sang to the little crab.',
    'Leo took the long way home along the road.',
    'The bass drum went boom, and everyone danced.',
  ])('passes ordinary children’s text: %s', (text) => {
    expect(moderateText(text)).toEqual({ safe: true });
  });

  it('masks swear words and slurs in the detail but names violent words', () => {
    const swear = moderateText('what the fuck');
    const violent = moderateText('a bloody fight');
    expect(!swear.safe && swear.detail).toContain('f***');
    expect(!violent.safe && violent.detail).toContain('"bloody"');
  });

  it('passes every page the engine writes', () => {
    const pages = fc
      .sample(fc.tuple(inputsArbitrary(), seedArbitrary), { numRuns: 40, seed: 11 })
      .flatMap(([inputs, seed]) => writeStory(writeIdea(inputs, seed), inputs));
    expect(pages.length).toBeGreaterThan(300);
    const unsafe = pages.map((page) => ({ text: page.text, result: moderateText(page.text) })).filter(({ result }) => !result.safe);
    expect(unsafe).toEqual([]);
  });
});
