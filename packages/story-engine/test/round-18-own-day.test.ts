import { describe, expect, it } from 'vitest';
// The engine first, as the product loads it: read-day imported alone first starts a circle of imports half-initialised.
import { writeIdea, writeStory } from '../src/index';
import { readDay } from '../src/understand/read-day';
import { readTheme } from '../src/understand/read-theme';
import { frameJokesOf } from '../src/plots/frame-jokes';

const child = (name: string) => ({ name, kind: 'child' as const, pronoun: 'she' as const, traits: [], appearance: {} });
const grownUp = (name: string) => ({ name, kind: 'grown-up' as const, pronoun: 'she' as const, traits: [], appearance: {} });

function book(theme: string, age: '0-2' | '3-5' = '3-5', length: 'short' | 'medium' = 'short') {
  const inputs = { characters: [child('Ivy'), grownUp('Nana')], age_group: age, story_length: length, tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
  const idea = writeIdea(inputs, 1810900);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
}

describe('a doing nothing in the catalogue knows is told as its own day (held-out reads 38-40)', () => {
  it('reads doings the tagger mis-tags, gone on or done in a spot, as days', () => {
    // A first -ing the tagger calls a noun or a describing word; a noun after an article it calls a verb ("leaves", "back").
    expect(readDay('pressing flowers in a book')).toMatchObject({ todo: 'press flowers in a book', thing: { the: 'the flowers' } });
    expect(readDay('sweeping up the leaves in the yard')?.thing?.the).toBe('the leaves');
    expect(readDay('putting the toys back in the box')).toMatchObject({ thing: { the: 'the toys' }, made: 'put the toys back' });
    // A verb the tagger gives no past is said in its regular past: never "Hattie sand down the chair".
    expect(readDay('sanding down an old chair')?.did).toBe('sanded down an old chair');
    // A doing in a spot is done to no thing: never "hid the duvet".
    expect(readDay('hiding under the duvet with a torch')).toMatchObject({ kind: 'doing', did: 'hid under the duvet with a torch' });
    expect(readDay('hiding under the duvet with a torch')?.thing).toBeUndefined();
    // A hunt or a walk gone on, said with or without its verb; a thing of the family's typed without its apostrophe.
    expect(readDay('going on a bear hunt in the woods')).toMatchObject({ did: 'went on a bear hunt in the woods' });
    expect(readDay('a night walk with torches')).toMatchObject({ todo: 'go on a night walk with torches' });
    expect(readDay('polishing grandads shoes')?.thing?.the).toBe("Grandad's shoes");
    expect(readTheme('going on a lion hunt in the park').kind).toBe('day');
    // "a wedding" is never a doing.
    expect(readDay('a wedding in the garden')).toBeUndefined();
  });

  it('tells the washing with its own trouble: a sock gone missing and found, the wind, never a rescue', () => {
    const { idea, text } = book('hanging out the washing with nana', '0-2');
    expect(idea.plot).toBe('the-day');
    expect(text).toMatch(/One sock had gone missing[,.] [Bb]ut \w+ found it/);
    expect(text).toMatch(/[Tt]he washing flapped and tugged/);
    expect(text).not.toMatch(/came right, bit by bit|seagull|pigeon|sleepy stars/);
    expect(idea.summary).toMatch(/in its own steps, read from its words \(getting ready, one sock gone missing and found/);
  });

  it('tells a hider by a hider\'s trouble and a hunt by a hunt\'s, each in its spot', () => {
    const hide = book('hiding behind the curtains').text;
    expect(hide).toMatch(/got the giggles, and the giggles gave her away|feet were sticking out/);
    expect(hide).toMatch(/being hidden behind the curtains|hid behind the curtains/);
    expect(hide).not.toMatch(/hid the curtains|came right/);
    const hunt = book('going on a bear hunt in the woods').text;
    expect(hunt).toMatch(/"What if we really find a bear\?"|rustled in the woods|stepped on a stick/);
    expect(hunt).not.toMatch(/party|birthday|rustled on a bear hunt/);
  });

  it('tells an animal washed as one that wriggles, never as a thing that shines', () => {
    const { text } = book('brushing the dog in the garden');
    expect(text).toMatch(/wriggled|gave a big shake|talked to the dog softly/);
    expect(text).not.toMatch(/shine|smudges/);
    // A tidy-up turned into play is a joke of tidying away only, never of a wash.
    expect(frameJokesOf('the-day', 'washing the guinea pigs').map((joke) => joke.gist)).not.toContain('a tidy-up that turned into play');
    expect(frameJokesOf('the-day', 'tidying the toy box').map((joke) => joke.gist)).toContain('a tidy-up that turned into play');
  });
});
