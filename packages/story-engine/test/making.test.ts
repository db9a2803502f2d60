import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { MAKING_PLOT_ID, readMaking } from '../src/understand/read-making';
import { plotById } from '../src/plots';
import { makingOuting } from '../src/plots/the-making';
import { MAKING_PHRASINGS } from './fresh/making-phrasings';

/**
 * A thing made with friends or family (issue 28, round 13b): read with its medium and its people, and told as the
 * project (`plots/the-making.ts`) — the medium's own steps, a disaster and its fix, the first audience — instead of a
 * stock plot or the day frame's tape and glue.
 */

describe('reading a creative project', () => {
  it('reads the medium, the thing as said, who it is made with and who it is for', () => {
    expect(readMaking('making a film with my friends')).toEqual({ medium: 'film', thing: 'a film', with: '{his} friends' });
    expect(readMaking('starting a rock band with his mates')).toMatchObject({ medium: 'band', thing: 'a rock band', with: '{his} mates' });
    expect(readMaking('doing a show for mum and dad')).toMatchObject({ medium: 'show', audience: 'Mum and Dad' });
    expect(readMaking('doing magic tricks for grandpa')).toMatchObject({ medium: 'magic', thing: 'a magic show', audience: 'Grandpa' });
    expect(readMaking('a puppet show')).toMatchObject({ medium: 'puppets' });
    expect(readMaking('putting on a circus in the garden')).toMatchObject({ medium: 'show' });
    expect(readMaking('recording a radio show with his cousin')).toMatchObject({ medium: 'podcast', with: '{his} cousin' });
    expect(readMaking('designing a video game')).toMatchObject({ medium: 'game', thing: 'a video game' });
    expect(readMaking('making a stop motion movie with lego')).toMatchObject({ medium: 'stopmotion', material: 'Lego' });
    expect(readMaking('making an animation with plasticine')).toMatchObject({ medium: 'stopmotion', material: 'plasticine' });
    expect(readMaking('a podcast with my brother')).toMatchObject({ medium: 'podcast', with: '{his} brother' });
    expect(readMaking('making a street newspaper with the kids next door')).toMatchObject({ medium: 'paper', with: 'the kids next door' });
    // A place's people read it: everyone in the hero's street, never "her street read every word".
    expect(readMaking('writing a newspaper for our street')).toMatchObject({ audience: 'everyone in {his} street' });
  });

  it('reads no project in a thing watched, read, played or gone to', () => {
    for (const typed of ['watching a film', 'going to a magic show', 'playing a board game', 'reading a book', 'making a cake', 'a book for nine to twelve', 'comic beats in a funny book', 'a funny book with a pal who talks']) expect(readMaking(typed), typed).toBeUndefined();
  });

  it('tells the census phrasings as the project or a catalogue entry, and over an interest the words also name', () => {
    expect(MAKING_PHRASINGS.length).toBeGreaterThanOrEqual(40);
    const kinds = MAKING_PHRASINGS.map((theme) => [theme, readTheme(theme).kind] as const);
    // Round 13b before the frame: 30 of 44 told, 22 of them as a day of tape and glue ("gathered her cousins, the tape and the glue").
    expect(kinds.filter(([, kind]) => kind !== 'catalogue' && kind !== 'making')).toEqual([]);
    expect(kinds.filter(([, kind]) => kind === 'making').length).toBeGreaterThanOrEqual(40);
    // A comic drawn is no love of painting; a school play stays the school play's.
    expect(readTheme('drawing a comic book with her best friend').kind).toBe('making');
    expect(readTheme('the school play').kind).toBe('catalogue');
    for (const [theme] of kinds.filter(([, kind]) => kind === 'making')) expect(plotById(MAKING_PLOT_ID, theme).id, theme).toBe(MAKING_PLOT_ID);
  });
});

const cast = [
  { name: 'Nia', kind: 'child', pronoun: 'she', traits: [] },
  { name: 'Leo', kind: 'child', pronoun: 'he', traits: [] },
  { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] },
];
const book = (theme: string, age: string, length: string, seed: number) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: length, theme, tone: 'cozy' });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
};

describe('telling a creative project', () => {
  it('tells a film in its own steps, with the people named and its premiere, not as tape and glue', () => {
    const { idea, text } = book('making a film with her cousins', '6-8', 'long', 1440011);
    expect(idea.plot).toBe(MAKING_PLOT_ID);
    expect(text).toMatch(/Nia and her cousins would make a film|"Let's make a film!"/);
    expect(text).toMatch(/script/);
    expect(text).toMatch(/phone/);
    expect(text).toMatch(/premiere/);
    expect(text).not.toMatch(/\btape\b|\bglue\b/);
  });

  it('tells a puppet show for the audience the parent named, with its sock puppets, and never as a show on the next day', () => {
    const { idea, text } = book('putting on a puppet show for grandma', '3-5', 'medium', 1440012);
    expect(idea.plot).toBe(MAKING_PLOT_ID);
    expect(text).toMatch(/sock|puppets/);
    expect(text).toMatch(/Grandma/);
    expect(text).not.toMatch(/Tomorrow was the (?:puppet )?show/);
  });

  it('gives a reader of nine to twelve an argument over whose idea it was, settled by sharing the credit', () => {
    const { text } = book('starting a band with my friends', '9-12', 'long', 1440013);
    expect(text).toMatch(/idea/);
    expect(text).toMatch(/all their names on the band's sign/);
    expect(text).not.toMatch(/both names/);
    const little = book('starting a band with my friends', '3-5', 'long', 1440013).text;
    expect(little).not.toMatch(/both names/);
  });

  it('tells a stop-motion film in photos of a figure of what the parent named, never a costume and takes', () => {
    const entry = makingOuting('making a stop-motion film with lego', '6-8')!;
    expect(String(entry.tries[0])).toContain('out of Lego');
    expect(JSON.stringify(entry)).toMatch(/photo/);
    expect(JSON.stringify(entry)).not.toMatch(/costume|take after take/);
  });

  it('tells a magic show in tricks and a puppet show in sock puppets, not the plain show\'s curtain', () => {
    expect(JSON.stringify(makingOuting('putting on a magic show for the family', '3-5'))).toMatch(/coin trick/);
    expect(JSON.stringify(makingOuting('a puppet show', '3-5'))).toMatch(/old socks/);
    expect(JSON.stringify(makingOuting('putting on a circus in the garden', '3-5'))).toMatch(/curtain/);
  });

  it('has the older argument with the one the parent named making it with, not the cast\'s grown-up', () => {
    const { text } = book('making a film with my brother', '9-12', 'long', 1440015);
    expect(text).toMatch(/found her brother and said|half the ideas had come from her brother/);
  });

  it('names a long word for the thing made by its medium after the first time: an animation is "the film"', () => {
    const entry = makingOuting('making an animation with plasticine', '3-5')!;
    expect(String(entry.opening)).toContain('an animation');
    expect(entry.win).toBe('the film was finished, every last photo of it');
    expect(makingOuting('making a comic', '3-5')!.win).toMatch(/^the comic was finished/);
    // Who it is for begins a sentence with a capital.
    expect(String(makingOuting('making a comic', '3-5')!.details[3])).toMatch(/^The whole family read it/);
    expect(String(makingOuting('making a comic for grandma', '3-5')!.details[3])).toMatch(/^Grandma read it/);
  });
});
