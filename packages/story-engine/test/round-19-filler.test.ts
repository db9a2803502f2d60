import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { fillerFindings } from './fresh/filler-detectors';
import { writeFresh } from './fresh/write-fresh';
import { generateCases } from './fresh/parent-inputs';

/**
 * Stock filler lines that read wrong on the page (held-out read 44, round 19): "loved <the theme's own doing>, too", a
 * time remembered that recalls nothing, a wish that is a sound, a callback with no setup, a fragment as a sentence.
 */

const pages = (...texts: string[]) => texts.map((text) => ({ text }));
const person = (name: string, kind: string, pronoun: string, extra: Record<string, unknown> = {}) => ({ name, kind, pronoun, traits: [], ...extra });

function book(age: string, length: string, theme: string, characters: unknown[], seed = 19070) {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme });
  return writeStory(writeIdea(inputs, seed), inputs);
}
const defectsIn = (written: { text: string }[], theme: string) => fillerFindings(written, theme).map((found) => `${found.defect}: ${found.line}`);

describe('the filler detectors', () => {
  it('find each defect of read 44 and pass the lines that read right', () => {
    const found = (theme: string, ...texts: string[]) => fillerFindings(pages(...texts), theme).map((finding) => finding.defect);
    expect(found('riding on grandads tractor', 'Ines loved riding, too.')).toEqual(['loved the theme\'s doing']);
    expect(found('a day at the zoo', 'Ines loved riding on Daddy\'s shoulders, too.')).toEqual([]);
    expect(found('stars', 'Hana remembered the time she looked up.')).toEqual(['remembered nothing']);
    expect(found('stars', 'Hana remembered the time she looked up but saw only three stars.')).toEqual([]);
    expect(found('snow', 'Freya shut her eyes and wished: crunch, crunch.')).toEqual(['wished a sound']);
    expect(found('snow', 'Freya shut her eyes and wished for the moment when the snowman stood in the garden.')).toEqual([]);
    expect(found('work', 'Lumi looked at the heart on her hand.')).toEqual(['callback without setup']);
    expect(found('work', 'Dad drew a heart on Lumi\'s hand.', 'Lumi looked at the heart on her hand.')).toEqual([]);
    expect(found('camping', 'Rocket woofed, which Daniel took as a four.', '"Ten," Daniel told Rocket, and she did not argue.')).toEqual(['callback without setup', 'callback without setup']);
    expect(found('library', 'A sticker on its spine that said which shelf it lived on.')).toEqual(['fragment as a sentence']);
    expect(found('baby', 'A baby that small made everybody talk more quietly.')).toEqual([]);
  });
});

describe('stock filler is used only where what it refers to is on the page (round 19)', () => {
  it('never says a gerund of the theme\'s own doing as one more thing loved', () => {
    const theme = 'riding on Grandad\'s tractor';
    const written = book('0-2', 'medium', theme, [person('Ines', 'child', 'she'), person('Grandad', 'grown-up', 'he')]);
    expect(written.map((page) => page.text).join(' ')).not.toMatch(/loved riding, too/);
    expect(defectsIn(written, theme)).toEqual([]);
  });

  it('wishes for the win in words, and remembers only a go that went wrong', () => {
    const theme = 'making a snowman in the garden';
    const written = book('3-5', 'long', theme, [person('Freya', 'child', 'she'), person('Olly', 'child', 'he')]);
    const text = written.map((page) => page.text).join(' ');
    expect(text).toMatch(/wished for the moment when/);
    expect(defectsIn(written, theme)).toEqual([]);
  });

  it('draws the heart before it is looked at, even in a short book', () => {
    const theme = 'saying goodbye to mummy when she goes to work';
    const written = book('3-5', 'short', theme, [person('Lumi', 'child', 'she')]);
    const text = written.map((page) => page.text).join(' ');
    expect(text.indexOf('heart on')).toBeLessThan(text.indexOf('the heart on'));
    expect(defectsIn(written, theme)).toEqual([]);
  });

  it('asks the marks out of ten before a quiet animal answers them', () => {
    const theme = 'a camping weekend in the rain';
    const found = [11, 12, 13, 14].flatMap((seed) => defectsIn(book('6-8', 'long', theme, [person('Daniel', 'child', 'he'), person('Rocket', 'animal', 'she', { species: 'dog' })], seed), theme));
    expect(found).toEqual([]);
  });

  it('never splits a thing and what it is like into a sentence with no verb', () => {
    const theme = 'a lost library book';
    const written = book('6-8', 'long', theme, [person('Arjun', 'child', 'he'), person('Zoe', 'child', 'she')]);
    expect(defectsIn(written, theme)).toEqual([]);
    const fair = book('0-2', 'short', 'the science fair', [person('Quinn', 'child', 'he')]);
    expect(defectsIn(fair, 'the science fair')).toEqual([]);
  });

  it('keeps the magic word for the turn: the choice says no "please" before the last shout', () => {
    const written = book('0-2', 'long', 'learning good manners', [person('Tomasz', 'child', 'he'), person('Clover', 'animal', 'she', { species: 'bunny' })]);
    const text = written.map((page) => page.text).join(' ');
    expect(text).not.toMatch(/Banana, please/);
  });
});

describe('generated books of every age', () => {
  it('have none of the filler defects', { timeout: 120_000 }, () => {
    const found = generateCases(190700, 16).flatMap((generated) => {
      const story = writeFresh(generated);
      return fillerFindings(story.pages, story.inputs.theme).map((finding) => `${story.id} ${story.inputs.age_group}: ${finding.defect}: ${finding.line}`);
    });
    expect(found).toEqual([]);
  });
});
