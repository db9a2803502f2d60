import { describe, expect, it } from 'vitest';
// The engine first, as the product loads it: read-day imported alone first leaves the frames' day id unset (round 17's left list).
import { writeIdea, writeStory } from '../src/index';
import { readDay } from '../src/understand/read-day';
import { readTheme } from '../src/understand/read-theme';

const child = (name: string) => ({ name, kind: 'child' as const, pronoun: 'he' as const, traits: [], appearance: {} });
const grownUp = (name: string) => ({ name, kind: 'grown-up' as const, pronoun: 'she' as const, traits: [], appearance: {} });

function book(theme: string, age: '0-2' | '3-5' | '6-8' | '9-12', length: 'short' | 'medium' | 'long', seed = 7) {
  const inputs = { characters: [child('Kenji'), grownUp('Mum')], age_group: age, story_length: length, tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
}

describe('a day of two doings joined', () => {
  it('says every doing in the form the sentence needs', () => {
    expect(readDay('stacking blocks and knocking them down')).toMatchObject({ todo: 'stack blocks and knock them down', did: 'stacked blocks and knocked them down' });
    expect(readDay('baking and decorating cupcakes')).toMatchObject({ todo: 'bake and decorate cupcakes', made: 'baked and decorated cupcakes' });
  });
});

describe('a big thing built of wood', () => {
  it('is measured, sawn by the grown-up and nailed, never taped at the table', () => {
    const { text } = book('building a treehouse with mum', '6-8', 'long');
    expect(text).toMatch(/\bplanks?\b/);
    expect(text).toMatch(/Mum did (?:the|all the) sawing/);
    expect(text).not.toMatch(/\btape\b(?! measure)|\bglue\b|\bscissors\b/);
  });

  it('keeps the paper kit for a fort the theme says is cardboard', () => {
    expect(book('making a fort out of cardboard boxes', '6-8', 'long').text).not.toMatch(/\bsawing\b/);
  });
});

describe('a holiday abroad', () => {
  it('is its own entry, giving way to a festival, a first flight or a move there', () => {
    const entryOf = (theme: string) => { const reading = readTheme(theme); return reading.kind === 'catalogue' ? reading.entry.id : reading.kind; };
    expect(entryOf('a family trip to Japan')).toBe('holiday-abroad');
    expect(entryOf('our holiday in Tenerife')).toBe('holiday-abroad');
    expect(entryOf('Eid in Pakistan')).toBe('eid');
    expect(entryOf('first flight to Spain')).toBe('first-flight');
    expect(entryOf('moving to Spain')).toBe('new-country');
    expect(entryOf('a trip to the zoo')).toBe('zoo');
  });

  it('names the place and says hello in its language, never a day out with a gate and a bench', () => {
    const { idea, text } = book('a family trip to Japan', '9-12', 'long');
    expect(idea.title).not.toMatch(/\{/);
    expect(idea.title).toMatch(/Japan/);
    expect(text).toMatch(/"konnichiwa" for hello/);
    expect(text).not.toMatch(/\{|sign by the gate|sat on a bench/);
  });

  it('learns no new words where the place speaks English', () => {
    const { text } = book('our holiday in Florida', '3-5', 'medium');
    expect(text).toMatch(/Florida/);
    expect(text).not.toMatch(/for hello|\bnew language\b/);
  });
});

describe('a child under six alone in the cast, on a day out', () => {
  it('goes with Mum or Dad, not a friend from down the road', () => {
    const inputs = { characters: [child('Ollie')], age_group: '0-2', story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en', theme: 'a ride on a steam train' } as never;
    const text = writeStory(writeIdea(inputs, 220003), inputs).map((page) => page.text).join('\n');
    expect(text).toMatch(/\b(?:Mum|Dad)\b/);
    expect(text).not.toMatch(/down the road|had a friend called/);
  });
});

describe('play that moves, and work at a table', () => {
  it('are read as their own kinds of day', () => {
    expect(readDay('jumping on the trampoline')?.kind).toBe('playing');
    expect(readDay('playing in the sandpit')?.kind).toBe('playing');
    expect(readDay('doing a jigsaw puzzle')?.kind).toBe('puzzling');
    expect(readDay('practising handwriting')?.kind).toBe('deskwork');
  });

  it('tell play in turns and a little bigger each time, and a jigsaw to its last piece, never a task made ready and checked twice', () => {
    const play = book('jumping on the trampoline', '3-5', 'medium').text;
    // Round 18: a trampoline is bounced on in its own steps (`plots/play-sorts.ts`): little bounces, then bigger ones.
    expect(play).toMatch(/a little bigger each time|took turns|[Ll]ittle bounces/);
    const jigsaw = book('doing a jigsaw puzzle', '6-8', 'medium').text;
    expect(jigsaw).toMatch(/the very last piece/);
    for (const text of [play, jigsaw]) expect(text).not.toMatch(/checked it twice|the safe way to|got everything ready/);
  });
});

describe('a skill being learnt', () => {
  const placed = (theme: string) => {
    const reading = readTheme(theme);
    return reading.kind === 'catalogue' ? reading.entry.id : reading.kind === 'day' ? `${reading.day.kind}: ${reading.day.doing}, with ${reading.day.with ?? 'nobody'}` : reading.kind;
  };

  it('is the doing the catalogue tells, or its day with its own steps, with whoever teaches it', () => {
    expect(placed('grandpa is teaching me to fish')).toBe('fishing');
    expect(placed('learning to fly a kite')).toBe('kite-flying');
    expect(placed('my grandma is teaching me to knit')).toBe('making: knitting a scarf, with Grandma');
    expect(placed('learning to bake bread')).toBe('baking: baking bread, with nobody');
  });

  it('is told in the needles and the wool, not a knack with no kit', () => {
    const inputs = { characters: [child('Hana'), grownUp('Grandma')], age_group: '9-12', story_length: 'medium', tone: 'cozy', art_style: 'flat', language: 'en', theme: 'my grandma is teaching me to knit' } as never;
    const text = writeStory(writeIdea(inputs, 220020), inputs).map((page) => page.text).join('\n');
    expect(text).toMatch(/\bneedles?\b/);
    expect(text).toMatch(/\bwool\b/);
  });
});
