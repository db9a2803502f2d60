import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readContest } from '../src/understand/read-contest';
import { readMoment } from '../src/understand/read-moment';
import { momentGivenToTheHero } from './fresh/moment-detectors';

/** Round 16 (roles): whose occasion it is and who is family stay true on every page, and an event keeps its own kind. */
type Age = '0-2' | '3-5' | '6-8' | '9-12';
type Who = { name: string; kind: 'child' | 'grown-up'; pronoun: 'he' | 'she' };
const book = (theme: string, age: Age, cast: Who[], seed = 1840901) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'short', theme });
  const idea = writeIdea(inputs, seed);
  return writeStory(idea, inputs).map((page) => page.text).join(' ');
};

describe('the theme\'s kin word is who the cast are', () => {
  it('meets a cousin or a sister the theme names as family, never as the hero\'s best friend', () => {
    const diwali = book('celebrating Diwali with my cousins', '6-8', [{ name: 'Anvi', kind: 'child', pronoun: 'she' }, { name: 'Rohan', kind: 'child', pronoun: 'he' }]);
    expect(diwali).toMatch(/Rohan was (?:Anvi's|her) cousin\./);
    expect(diwali).not.toMatch(/best friend/);
    const match = book("watching my brother's football match", '9-12', [{ name: 'Amir', kind: 'child', pronoun: 'he' }, { name: 'Yusuf', kind: 'child', pronoun: 'he' }]);
    expect(match).not.toMatch(/best friend/);
  });

  it('reads the kin word before a name that owns the day, and never makes a child of the cast the one getting married', () => {
    expect(readMoment("page boy at my uncle Tom's wedding").owner).toBe('uncle');
    const cousin = book('my cousin is getting married and I am a bridesmaid', '9-12', [{ name: 'Freya', kind: 'child', pronoun: 'she' }, { name: 'Sophie', kind: 'child', pronoun: 'she' }]);
    expect(cousin).not.toMatch(/Sophie (?:was|is) getting married|Sophie was Freya's cousin/);
    const concert = book("big brother's school concert", '3-5', [{ name: 'Mabel', kind: 'child', pronoun: 'she' }, { name: 'Otto', kind: 'child', pronoun: 'he' }]);
    expect(concert).not.toMatch(/best friend/);
  });

  it('never makes a grown-up named by a kin word, or one of the other gender, the theme\'s kin', () => {
    const christening = book("going to my cousin's christening", '6-8', [{ name: 'Lucas', kind: 'child', pronoun: 'he' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }]);
    expect(christening).not.toMatch(/Mum was (?:Lucas's|his) cousin/);
    const sister = book("my sister's first day at school", '3-5', [{ name: 'Leo', kind: 'child', pronoun: 'he' }, { name: 'Sam', kind: 'child', pronoun: 'he' }]);
    expect(sister).not.toMatch(/Sam was (?:Leo's|his) sister/);
  });
});

describe('whose occasion it is', () => {
  it('counts the cast\'s child the theme makes the owner by name (the detector)', () => {
    const pages = (texts: string[]) => texts.map((text, index) => ({ page_number: index + 1, text }));
    const named = { theme: 'my little brother starting school', hero: 'Ayaan', pages: pages(['Kofi was his little brother.', 'Kofi held on tight at the gate.', 'Kofi ran out waving.']) };
    expect(momentGivenToTheHero(named)).toEqual([]);
    const lost = { theme: 'my little brother starting school', hero: 'Ayaan', pages: pages(['Ayaan had a new bag.', 'Kofi ran out waving.']) };
    expect(momentGivenToTheHero(lost)).not.toEqual([]);
  });


  it('puts the hero in the audience at a sister\'s or brother\'s show, the one on the stage by name and never at the hero\'s side', () => {
    const show = book("my sister's dance recital", '6-8', [{ name: 'Ethan', kind: 'child', pronoun: 'he' }, { name: 'Lola', kind: 'child', pronoun: 'she' }], 1840041);
    expect(show).toMatch(/Today was Lola's show/);
    expect(show).not.toMatch(/Ethan (?:danced|played his piece)|big piano|Lola (?:stayed|was there) (?:close|with)/);
  });

  it('never has the one running the race stand beside the hero: the other parent comes along', () => {
    const race = book('cheering on mummy at her marathon', '6-8', [{ name: 'Ruby', kind: 'child', pronoun: 'she' }, { name: 'Mummy', kind: 'grown-up', pronoun: 'she' }], 1840008);
    expect(race).toMatch(/Mummy was running/);
    expect(race).toMatch(/\bDad\b/);
    expect(race).not.toMatch(/Mum(?:my)? was (?:there )?with her/);
  });
});

describe('an event keeps its own kind', () => {
  it('tells a school concert as the class singing together, never a solo recital at the big piano', () => {
    for (const theme of ['nervous about the school concert', 'being in the choir at the christmas concert']) {
      const concert = book(theme, '9-12', [{ name: 'Ava', kind: 'child', pronoun: 'she' }]);
      expect(concert, theme).toMatch(/concert/);
      expect(concert, theme).not.toMatch(/recital|audition|big piano|piano at the front|waiting to play/);
    }
  });

  it('tells a wedding anniversary as one, never a flower job down the aisle', () => {
    const anniversary = book("mum and dad's wedding anniversary", '6-8', [{ name: 'Maya', kind: 'child', pronoun: 'she' }]);
    expect(anniversary).toMatch(/anniversary/);
    expect(anniversary).not.toMatch(/petals|aisle/);
  });

  it('makes one of the family\'s wedding theirs: the aunt is the one getting married, never the company beside the hero', () => {
    const wedding = book("my auntie's wedding", '3-5', [{ name: 'Isla', kind: 'child', pronoun: 'she' }, { name: 'Auntie Jo', kind: 'grown-up', pronoun: 'she' }], 1840001);
    expect(wedding).toMatch(/Auntie Jo was getting married/);
    expect(wedding).not.toMatch(/Auntie Jo was (?:there )?with her/);
    const brother = book('my big brother is getting married', '3-5', [{ name: 'Poppy', kind: 'child', pronoun: 'she' }, { name: 'Josh', kind: 'grown-up', pronoun: 'he' }], 1840035);
    expect(brother).toMatch(/Josh was getting married/);
  });

  it('reads a team game\'s trials as trials, not turns before judges; a swimming trial stays a race', () => {
    expect(readContest('football trials')?.form).toBe('trial');
    expect(readContest('trying out for the netball team')?.form).toBe('trial');
    expect(readContest('trying out for the county netball squad')?.form).toBe('trial');
    expect(readContest('swimming trials')?.form).not.toBe('trial');
  });

  it('tells trials with the coach\'s clipboard and drills, never a judges\' table or a place', () => {
    const trials = book('trying out for the rugby team', '9-12', [{ name: 'Ollie', kind: 'child', pronoun: 'he' }]);
    expect(trials).toMatch(/clipboard/);
    expect(trials).toMatch(/on the list/);
    expect(trials).not.toMatch(/\bjudges?\b|\bcame (?:first|second|third)\b/);
  });
});
