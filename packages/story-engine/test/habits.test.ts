import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { plotById } from '../src/plots';
import { HABIT_PLOT_ID, readHabit } from '../src/understand/read-habit';
import { readTheme } from '../src/understand/read-theme';
import { HABIT_PHRASINGS } from './fresh/habit-phrasings';

/**
 * A habit, a skill or a dislike the catalogue does not name (issue 28, round 13): read with the tagger, turned to the
 * hero's pronouns, and told as the story (`plots/the-habit.ts`) instead of a stock plot with the theme declined.
 */

describe('reading a habit, a skill or a dislike', () => {
  it('reads the doing in its forms, turned to the hero, and what it is done to', () => {
    expect(readHabit('learning to whistle')).toMatchObject({ kind: 'skill', family: 'knack', todo: 'whistle', doing: 'whistling', did: 'whistled' });
    expect(readHabit('learning to do up her coat')).toMatchObject({ kind: 'skill', family: 'hands', todo: 'do up {his} coat', did: 'did up {his} coat', thing: '{his} coat' });
    expect(readHabit('learning to skip')).toMatchObject({ did: 'skipped' });
    expect(readHabit('learning to button her cardigan')).toMatchObject({ todo: 'button {his} cardigan', did: 'buttoned {his} cardigan' });
    expect(readHabit('trying to learn to wink')).toMatchObject({ todo: 'wink' });
    expect(readHabit('learning to hop on one leg')).toMatchObject({ todo: 'hop on one leg' });
    expect(readHabit('learning to hop on one leg')?.thing).toBeUndefined();
    expect(readHabit('being gentle with the cat')).toMatchObject({ family: 'gentle', todo: 'be gentle with the cat', thing: 'the cat' });
    expect(readHabit('sitting still at the table')).toMatchObject({ family: 'waiting', todo: 'sit still at the table' });
    expect(readHabit('remembering to flush')).toMatchObject({ family: 'remembering', todo: 'flush' });
  });

  it('reads a habit to stop, and a refusal of a doing or of a thing, with a safe thing never optional', () => {
    expect(readHabit('trying to stop biting his nails')).toMatchObject({ kind: 'stop', doing: 'biting {his} nails', thing: '{his} nails' });
    expect(readHabit('trying to stop chewing his sleeve')).toMatchObject({ kind: 'stop', todo: 'chew {his} sleeve' });
    expect(readHabit('not interrupting')).toMatchObject({ kind: 'stop', doing: 'interrupting' });
    expect(readHabit("won't wear his coat")).toMatchObject({ kind: 'dislike', family: 'wearing', todo: 'wear {his} coat', did: 'wore {his} coat' });
    expect(readHabit('my son refuses to wear his seatbelt')).toMatchObject({ kind: 'dislike', mustDo: true });
    expect(readHabit('refuses to wear a helmet')).toMatchObject({ kind: 'dislike', mustDo: true, thing: 'the helmet' });
    // "sun" is no verb here: sun cream is a thing, put on.
    expect(readHabit("doesn't like sun cream")).toMatchObject({ kind: 'dislike', todo: 'put on sun cream', mustDo: true });
    expect(readHabit('hates having his nails cut')).toMatchObject({ todo: 'have {his} nails cut', thing: '{his} nails' });
    expect(readHabit("won't wear his coat")?.mustDo).toBeUndefined();
  });

  it('leaves days, things, values and people to the frames that tell them', () => {
    for (const theme of ['going fishing', 'a trip to the post office', 'making a robot out of boxes', 'no sweets', 'being kind to his sister', 'being gentle with the new baby', 'dinosaurs', 'hates the rain and the wind and the cold and the dark and the long winter nights']) expect(readHabit(theme), theme).toBeUndefined();
    expect(readTheme('a trip to the post office').kind).toBe('day');
    // The catalogue's own entries keep their themes.
    expect(readTheme('learning to tie his shoelaces')).toMatchObject({ kind: 'catalogue', entry: { id: 'shoelaces' } });
    expect(readTheme('learning to whistle').kind).toBe('habit');
    expect(readTheme("won't wear his coat").kind).toBe('habit');
    // What the tagger cannot read as a doing or a thing keeps the honest decline.
    for (const theme of ['hates it when mum leaves', "won't the the"]) expect(readTheme(theme).kind, theme).toBe('unplaced');
  });

  it('tells every phrasing of the census as its story: by the catalogue, or by the habit frame', () => {
    const kinds = HABIT_PHRASINGS.map((theme) => [theme, readTheme(theme).kind] as const);
    expect(HABIT_PHRASINGS.length).toBeGreaterThanOrEqual(40);
    // Round 13 before the frame: 9 of 44 told (the catalogue's), 5 told as a day in general words, 30 declined.
    expect(kinds.filter(([, kind]) => kind !== 'catalogue' && kind !== 'habit')).toEqual([]);
    for (const [theme] of kinds.filter(([, kind]) => kind === 'habit')) expect(plotById(HABIT_PLOT_ID, theme).id, theme).toBe(HABIT_PLOT_ID);
  });
});

const cast = (pronoun: 'he' | 'she' | 'they') => [
  { name: 'Nia', kind: 'child', pronoun, traits: [] },
  { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] },
];
const book = (theme: string, age: string, length: string, seed: number, pronoun: 'he' | 'she' | 'they' = 'she') => {
  const inputs = storyInputsSchema.parse({ characters: cast(pronoun), age_group: age, story_length: length, theme, tone: 'cozy' });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
};

describe('a habit, a skill or a dislike told as the story', () => {
  it('tells a skill with its own tries, a grown-up showing, practice over days and the skill done, never "learn to learn"', () => {
    // (Whistling has a knack's kit since round 14, `test/knack-kits.test.ts`; humming has none.)
    const told = book('learning to hum', '6-8', 'medium', 13301);
    expect(told.idea.plot).toBe(HABIT_PLOT_ID);
    expect(told.idea.title).toBe('Nia Learns to Hum');
    expect(told.text).toMatch(/Nia tried to hum\b[^]*not a sound came out/);
    expect(told.text).toMatch(/Every day that week|practised every day/);
    expect(told.text).toMatch(/could hum, all by herself/);
    expect(told.text).not.toMatch(/learn to learn|got everything ready/);
    // In the hero's own mouth, the hero's things are "my".
    const nose = book('learning to blow his nose', '3-5', 'short', 13302, 'he');
    expect((nose.text.match(/"[^"\n]*"/g) ?? []).filter((said) => /\b(?:his|her) nose\b/.test(said))).toEqual([]);
  });

  it('tells a nine-to-twelve skill as one to be seen learning, never a day looked forward to or planned', () => {
    const older = book('learning to skip', '9-12', 'medium', 13311);
    expect(older.idea.plot).toBe(HABIT_PLOT_ID);
    expect(older.text).not.toMatch(/ordinary days|looking forward to it all week|planned the whole day/);
  });

  it('picks the trick by what the doing asks: gentle hands for an animal, a timer for sitting still, a chart for remembering', () => {
    expect(book('being gentle with the cat', '3-5', 'medium', 13303).text).toMatch(/soft as a feather/);
    expect(book('sitting still at the table', '3-5', 'medium', 13304).text).toMatch(/sand/);
    expect(book('remembering to flush', '6-8', 'medium', 13305).text).toMatch(/chart|song/);
    // What is hard about a knack of the body, read from its verb.
    // (A forward roll is the gymnastics entry's since round 13's breadth; skipping has a knack's kit since round 14.)
    expect(book('learning to hop', '3-5', 'short', 13310).text).toMatch(/arms and legs went everywhere at once|not a sound came out|feet got in a muddle/);
  });

  it('stops a habit with busy hands or words that wait, in the hero\'s pronouns', () => {
    const nails = book('trying to stop biting his nails', '6-8', 'short', 13306);
    expect(nails.idea.plot).toBe(HABIT_PLOT_ID);
    expect(nails.text).toMatch(/biting her nails/);
    expect(nails.text).toMatch(/squeezy ball/);
    expect(book('not interrupting', '3-5', 'short', 13307, 'he').text).toMatch(/counted to three in his head/);
  });

  it('tells a refusal to its "all right after all", and never makes a helmet optional', () => {
    const coat = book("won't wear his coat", '3-5', 'medium', 13308);
    expect(coat.idea.plot).toBe(HABIT_PLOT_ID);
    expect(coat.text).toMatch(/wore her coat/);
    expect(coat.text).toMatch(/all right after all/);
    const helmet = book('refuses to wear a helmet', '6-8', 'medium', 13309, 'they');
    expect(helmet.text).toMatch(/the helmet was not a choice, because it kept them safe/);
    expect(helmet.text).not.toMatch(/did not have to wear|does not have to/);
  });
});
