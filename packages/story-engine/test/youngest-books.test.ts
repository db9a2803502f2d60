import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea } from '../src/index';
import { inventedCompanion } from '../src/cast/invented-company';
import { plotById } from '../src/plots';
import { STYLE_LADDER } from '../src/story/age-style';
import { buildContext } from '../src/story/build-context';
import { pageExtras } from '../src/story/page-extras';
import { handsOf } from '../src/plots/theme-story';
import { detectYoung } from './fresh/young-detectors';
import { composePage } from '../src/story/compose-page';
import { page } from '../src/story/story-context';
import { withMorningOnce } from '../src/story/time-runs-forward';
import { saysItIsHard } from '../src/story/page-feeling';

/** Issue 28, round 12: the youngest readers' books read like a stock book (cheers at nothing, a mouse who talks). */

const mia: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
const leo: Character = { name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits: [] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };

/** One idea written (the slow part), told with the plot and cast a test asks for. */
const birthday = writeIdea(storyInputsSchema.parse({ characters: [mia, leo], age_group: '0-2', story_length: 'medium', theme: 'a birthday party' }), 1210001);
const extrasFor = (characters: Character[], theme: string, plotId?: string) => {
  const inputs = storyInputsSchema.parse({ characters, age_group: '0-2', story_length: 'medium', theme });
  const idea = { ...birthday, characters, ...(plotId ? { plot: plotId } : {}) };
  const plot = plotById(idea.plot, inputs.theme, inputs.notes);
  const ctx = buildContext(idea, inputs, plot);
  return { ctx, extras: pageExtras(ctx, plot, STYLE_LADDER['0-2'][0]!) };
};

describe('a friend\'s echo in a book for the youngest', () => {
  it('is said at a line of its page, once a book, and never "Three cheers"', () => {
    const { extras } = extrasFor([mia, leo], 'a birthday party');
    // "Wow, Mia!" at a bus sign answered nothing.
    expect(extras.echo('curious', ['The bus sign was red.'])).toBeUndefined();
    expect(extras.echo('happy', ['Leo was her best friend.'])).toBeUndefined();
    const said = extras.echo('curious', ['Paper lanterns glowed in the window.']);
    expect(said).toMatch(/^"(?:Look|Ooh|Wow|See that), Mia/);
    expect(extras.echo('proud', ['Mia found the last egg at last.'])).toBeUndefined();
  });

  it('never comes from an animal on a real day', () => {
    const { ctx, extras } = extrasFor([mia, biscuit], 'Eid', 'theme:eid');
    expect(ctx.ownDay).toBe(true);
    expect(ctx.pal.kit.person).toBeUndefined();
    expect(['happy', 'curious', 'worried'].map((mood) => extras.echo(mood as 'happy', ['Mia found it at last, and the lights shone, but it broke.']))).toEqual([undefined, undefined, undefined]);
  });
});

describe('who goes with a child under six the parent gave alone', () => {
  const asked = { seed: 7, characters: [mia], age: '0-2' as const, setting: 'home' as const, atAnEventOut: false, lovesACreature: false };
  it('on a real day (a catalogue theme) is a person, never a mouse or a robin', () => {
    expect(inventedCompanion({ ...asked, realDay: true })?.kind).toMatch(/child|grown-up/);
    expect(inventedCompanion({ ...asked, age: '3-5', setting: 'city', realDay: true })?.kind).toBe('child');
  });

  it('in a make-believe plot, or when the child loves a creature, is still the creature', () => {
    expect(inventedCompanion(asked)).toBeUndefined();
    expect(inventedCompanion({ ...asked, realDay: true, lovesACreature: true })).toBeUndefined();
  });
});

describe('a pal with no fingers', () => {
  it('keeps still for luck instead of crossing them', () => {
    const { ctx } = extrasFor([mia, biscuit], 'Eid', 'theme:eid');
    expect(handsOf(ctx)).toBe('Biscuit kept very still.');
    expect(handsOf(extrasFor([mia, leo], 'Eid', 'theme:eid').ctx)).toBe('Leo crossed his fingers.');
  });
});

describe('the youngest readers\' detectors (test/fresh/young-detectors.ts)', () => {
  const story = (age: string, length: string, ...texts: string[]) => ({ age, length, pages: texts.map((text, index) => ({ page_number: index + 1, text })) });
  it('find what a reader of the youngest books heard as stock', () => {
    const found = detectYoung(story('3-5', 'long', '"Three cheers for Nia!" called the mouse. One more book!', 'The mouse crossed its fingers.', 'One more book! Look! "Wow, Nia!" said Dad.', 'In the morning, the sun came up.', 'In the morning, Nia woke up.', 'The end. Goodnight.'));
    expect(new Set(found.map((finding) => finding.detector))).toEqual(new Set(['stock echo', 'friend echoes twice', 'exclamation said twice', 'creature talks', 'creature with hands', 'one-line page in a long book', 'thin page in a long book', 'morning twice']));
    expect(detectYoung(story('0-2', 'short', 'Nia looked up and up and up at the very tall tree in the garden behind the old blue house.'))[0]?.detector).toBe('long toddler sentence');
    expect(detectYoung(story('0-2', 'short', 'This is Nia. She drew a card. Ta-da!', 'Lanterns glowed. "Look, Nia, look!" said Dad.'))).toEqual([]);
  });
});

describe('a long book for three to five', () => {
  it('gives a page of one line what the hero makes of it, as its own second line', () => {
    const { ctx, extras } = extrasFor([mia, leo], 'a birthday party');
    const plan = { ...page('The box fell.', ['The box fell.'], [], 'standing', 'worried'), aside: ['Mia let out a long, slow breath.'] };
    const write = (length: 'long' | 'medium') => composePage({ ...ctx, age: '3-5', length }, { beat: 'rising problem', plan, shared: false }, { index: 6, total: 24 }, STYLE_LADDER['3-5'][0]!, extras);
    expect(write('long').sentences).toEqual(['The box fell.', 'Mia let out a long, slow breath.']);
    expect(write('long').roles).toEqual(['own', 'own']);
    expect(write('medium').sentences).toEqual(['The box fell.']);
  });
});

describe('time of day', () => {
  it('runs forward once: a morning said again with no night between is told without its opener', () => {
    const pages = withMorningOnce([{ sentences: ['In the morning, Zainab gave her card to Rose.'] }, { sentences: ['In the morning the stocking was lumpy and full.'] }, { sentences: ['That night, Rose was asleep.'] }, { sentences: ['In the morning, it snowed.'] }]);
    expect(pages.map((page) => page.sentences[0])).toEqual(['In the morning, Zainab gave her card to Rose.', 'The stocking was lumpy and full.', 'That night, Rose was asleep.', 'In the morning, it snowed.']);
  });
});

describe('a hard try remembered with a smile at the end', () => {
  it('is not a hard line for a gasp to answer', () => {
    expect(saysItIsHard(['She thought of the time she said, "My bike is faster anyway," and then felt worse, and smiled.'])).toBe(false);
    expect(saysItIsHard(['She said, "My bike is faster anyway," and then felt worse.'])).toBe(true);
  });
});
