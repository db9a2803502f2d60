import { describe, expect, it } from 'vitest';
// The engine first, as the product loads it: read-day imported alone first leaves the frames' day id unset (round 17's left list).
import { writeIdea, writeStory } from '../src/index';
import { readDay } from '../src/understand/read-day';
import { readTheme } from '../src/understand/read-theme';

const child = (name: string) => ({ name, kind: 'child' as const, pronoun: 'she' as const, traits: [], appearance: {} });
const grownUp = (name: string) => ({ name, kind: 'grown-up' as const, pronoun: 'she' as const, traits: [], appearance: {} });

function book(theme: string, age: '3-5' | '6-8' = '3-5') {
  const inputs = { characters: [child('Ivy'), grownUp('Mummy')], age_group: age, story_length: 'medium', tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
  return writeStory(writeIdea(inputs, 1910500), inputs).map((page) => page.text).join('\n');
}

/** The general doing's words that say nothing of any day (read 35's misses). */
const GENERAL = /got everything ready|it would not go right|checked it twice|the safe way/;

describe('a day of the hands: a thing put on, found, or taken somewhere', () => {
  it('reads what the hands do with the thing, and where it goes', () => {
    expect(readDay('putting on sun cream at the beach')).toMatchObject({ kind: 'applying', thing: { the: 'the sun cream' } });
    expect(readDay('finding a wallet on the way home from school')).toMatchObject({ kind: 'finding', thing: { the: 'the wallet' } });
    expect(readDay('finding a ten pound note')).toMatchObject({ kind: 'finding', thing: { the: 'the ten pound note' } });
    expect(readDay('taking the recycling to the tip')).toMatchObject({ kind: 'taking', place: 'the tip', thing: { the: 'the recycling' } });
    expect(readDay('taking a card to the lady next door')).toMatchObject({ kind: 'taking', takenTo: 'the lady next door' });
    expect(readDay('sending a postcard from holiday')).toMatchObject({ kind: 'taking', takenTo: 'the post box' });
    // Done to, with a clause of when; what is ridden, or taken where nothing is handed over, is no errand.
    expect(readDay('getting my hair plaited for school')).toMatchObject({ kind: 'applying', thing: { the: '{his} hair' } });
    expect(readDay('putting suncream on before we go in the sea')).toMatchObject({ kind: 'applying' });
    expect(readDay('bringing my teddy to nursery')?.kind).toBe('doing');
    expect(readDay('taking the bus into town')?.kind).not.toBe('taking');
    // A doing the hands do not name stays a doing.
    expect(readDay('packing my suitcase for holiday')?.kind).toBe('doing');
  });

  it('is that day over an entry that shares only a word of its place or thing, but a letter to santa stays Christmas', () => {
    // (A purse or wallet found has its own entry since round 16b's older shapes: `found-a-wallet`.)
    expect(readTheme('finding a purse in the supermarket car park')).toMatchObject({ kind: 'catalogue', entry: { id: 'found-a-wallet' } });
    expect(readTheme('finding a glove in the supermarket car park')).toMatchObject({ kind: 'day', day: { kind: 'finding' } });
    expect(readTheme('choosing a new bike with dad')).toMatchObject({ kind: 'day', day: { kind: 'choosing' } });
    expect(readTheme('posting a letter to santa')).toMatchObject({ kind: 'catalogue', entry: { id: 'christmas' } });
    expect(readTheme('taking the dog to the vet')).toMatchObject({ kind: 'catalogue', entry: { id: 'vet' } });
  });

  it('leaves sun cream to its own entry (round 16b young shapes), and tells hair plaited in its own steps', () => {
    expect(readTheme('putting on sun cream at the beach')).toMatchObject({ kind: 'catalogue', entry: { id: 'sun-cream' } });
    const text = book('having my hair plaited before school');
    expect(text).toMatch(/plait/);
    expect(text).not.toMatch(/for ages|could hardly wait/);
    expect(text).not.toMatch(GENERAL);
  });

  it('puts a found glove up where its owner will see it, and leaves a wallet to its own entry', () => {
    const text = book('finding a glove on the way home from school', '6-8');
    expect(text).toMatch(/on the wall|on top of the wall/);
    expect(text).toMatch(/not (?:her|his|their) own to keep/);
    expect(text).not.toMatch(GENERAL);
    expect(readTheme('finding a wallet on the way home from school')).toMatchObject({ kind: 'catalogue', entry: { id: 'found-a-wallet' } });
  });

  it('carries the recycling to the bins by the bag', () => {
    expect(book('taking the recycling to the tip')).toMatch(/the bags of recycling/);
  });

  it('says a general doing by its own verb and thing', () => {
    const text = book('packing my suitcase for holiday');
    // Round 18: told in its own steps (`own-day-kit.ts`), by its own verb and thing.
    expect(text).toMatch(/pack(?:ed)? her suitcase/);
    expect(text).not.toMatch(GENERAL);
  });
});
