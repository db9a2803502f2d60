import { ACTIONS, MOODS, SETTINGS, TIMES_OF_DAY, type Scene } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { illustrateScene, lookOf } from '../src';
import { BOOK_CAST } from './fixtures';
import { elementsWith, fillsByPart, parseSvg } from './svg-inspect';

/** The character's own parts; props, effects and the face's mood marks legitimately change from page to page. */
const OWN_PARTS = ['hair', 'skin', 'clothes', 'body'];

function bookPages(count: number): Scene[] {
  return Array.from({ length: count }, (_, i) => ({
    setting: SETTINGS[(i * 3) % SETTINGS.length] ?? 'forest',
    time_of_day: TIMES_OF_DAY[i % TIMES_OF_DAY.length] ?? 'day',
    characters: BOOK_CAST.map((c) => c.name),
    action: ACTIONS[(i * 5) % ACTIONS.length] ?? 'standing',
    mood: MOODS[(i * 7) % MOODS.length] ?? 'happy',
  }));
}

describe('consistency by construction', () => {
  it("gives each character the same colours for every part on every page of a book, whatever the scene, style or seed", () => {
    const seen = new Map<string, Map<string, string>>();
    let comparisons = 0;
    bookPages(24).forEach((scene, page) => {
      const svg = illustrateScene({ scene, characters: BOOK_CAST, style: (['flat', 'watercolor', 'crayon'] as const)[page % 3] ?? 'flat', seed: page * 7919 });
      for (const character of BOOK_CAST) {
        const [group] = elementsWith(parseSvg(svg), 'data-character', character.name);
        expect(group, `${character.name} on page ${page + 1}`).toBeDefined();
        if (!group) continue;
        for (const [part, fills] of fillsByPart(group)) {
          if (!OWN_PARTS.includes(part)) continue;
          const key = `${character.name}/${part}`;
          const signature = [...fills].sort().join(' ');
          const before = seen.get(key)?.get('fills');
          if (before === undefined) seen.set(key, new Map([['fills', signature]]));
          else {
            comparisons++;
            expect(signature, `${key} on page ${page + 1}`).toBe(before);
          }
        }
      }
    });
    expect(comparisons).toBeGreaterThan(100);
    expect(seen.has('Ada/hair') && seen.has('Ada/skin') && seen.has('Ada/clothes') && seen.has('Biscuit/body') && seen.has('Zed/body')).toBe(true);
  });

  it('derives a look only from the character definition', () => {
    const [ada] = BOOK_CAST;
    if (!ada) throw new Error('fixture');
    expect(lookOf(ada)).toEqual(lookOf(structuredClone(ada)));
    expect(lookOf({ ...ada, traits: ['brave', 'kind'] })).toEqual(lookOf(ada));
    expect(lookOf({ ...ada, appearance: { ...ada.appearance, clothing_color: 'red' } }).accent).not.toBe(lookOf(ada).accent);
  });
});

describe('appearance words', () => {
  const child = (appearance: Record<string, string>, name = 'Sam') => lookOf({ name, kind: 'child', pronoun: 'they', appearance, traits: [] });

  it('maps free text onto the palette', () => {
    expect(child({ skin_tone: 'brown' }).body).toBe('#a86d45');
    expect(child({ skin_tone: 'dark' }).body).toBe('#6c4027');
    expect(child({ skin_tone: 'light brown' }).body).toBe('#cf9867');
    expect(child({ hair: 'curly red' }).hair).toBe('#cc5a2c');
    expect(child({ hair: 'curly red' }).hairStyle).toBe('curly');
    expect(child({ hair: 'two braids', hair_color: 'dark brown' }).hairStyle).toBe('pigtails');
    expect(child({ hair_color: 'dark brown' }).hair).toBe('#4a3024');
    expect(child({ clothing: 'striped dress', clothing_color: 'navy' })).toMatchObject({ accent: '#2e3f7c', outfit: 'dress', striped: true });
    expect(child({ clothing_color: 'my favourite #12ab34' }).accent).toBe('#12ab34');
  });

  it('falls back to a colour chosen by the name: stable for a name, varied across names', () => {
    expect(child({}, 'Noor')).toEqual(child({}, 'Noor'));
    expect(child({ skin_tone: 'sparkly' }, 'Noor').body).toBe(child({}, 'Noor').body);
    const skins = new Set(['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana'].map((name) => child({}, name).body));
    expect(skins.size).toBeGreaterThan(2);
  });

  it('colours animals by their fur words, else by species', () => {
    const cat = (fur?: string) => lookOf({ name: 'Tom', kind: 'animal', species: 'cat', pronoun: 'he', appearance: fur ? { fur } : {}, traits: [] });
    expect(cat('grey tabby')).toMatchObject({ body: '#a9abb7', pattern: 'stripes' });
    expect(cat('black').body).toBe('#3d3744');
    expect(cat().body).toBe('#f0a04b');
  });
});
