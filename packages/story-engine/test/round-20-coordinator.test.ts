import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readNamedPlace } from '../src/understand/read-named-place';
import { readTheme } from '../src/understand/read-theme';
import { lessonActOf } from '../src/understand/read-lesson';
import { sharedThingIn } from '../src/understand/shared-thing';
import { infinitiveOfGerund } from '../src/core/gerund';

type Who = { name: string; kind: 'child' | 'grown-up' | 'animal'; pronoun: 'she' | 'he' | 'they'; species?: 'dog'; traits?: readonly string[] };

function book(theme: string, age: string, cast: Who[], { seed = 200901, length = 'short', notes, lesson }: { seed?: number; length?: string; notes?: string; lesson?: string } = {}) {
  const inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ ...member, traits: [...(member.traits ?? [])], appearance: {} })), age_group: age, story_length: length, tone: 'gentle', theme, notes, lesson });
  const idea = writeIdea(inputs, seed);
  return { idea, pages: writeStory(idea, inputs).map((page) => page.text) };
}

const zara = { name: 'Zara', kind: 'child', pronoun: 'she' } as const;
const leo = { name: 'Leo', kind: 'child', pronoun: 'he' } as const;

describe('round 20 (coordinator): from held-out read 47', () => {
  it('tells sharing and a squabble over the thing the parent named, never the entry\'s crayons or scooter', () => {
    expect(sharedThingIn('a sibling argument over the TV remote')).toBe('the TV remote');
    expect(sharedThingIn('sharing the last biscuit')).toBe('the last biscuit');
    expect(sharedThingIn('fighting about who sits in the front seat')).toBe('the front seat');
    for (const [theme, thing, age] of [['sharing a snack with Papa', 'snack', '0-2'], ['sharing sweets with my brother', 'sweets', '3-5'], ['fighting over the TV remote', 'TV remote', '6-8'], ['sharing the iPad with my sister', 'iPad', '3-5'], ['arguing about who sits in the front seat', 'front seat', '6-8']] as const) {
      const text = book(theme, age, [zara, leo], { length: 'medium' }).pages.join(' ');
      expect(text, theme).toContain(thing);
      expect(text, theme).not.toMatch(/\bcrayons?\b|\bscooter\b/);
    }
  });

  it('never makes the big sister a squabble is with the grown-up who settles it', () => {
    const asha = { name: 'Asha', kind: 'child', pronoun: 'she' } as const;
    const text = book('fighting about who gets the front seat in the car', '9-12', [{ name: 'Ravi', kind: 'child', pronoun: 'he' }, asha], { length: 'long', notes: 'Asha is Ravi\'s big sister', seed: 4713 }).pages.join(' ');
    expect(text).toContain('front seat');
    expect(text).not.toMatch(/Asha said, "Right, neither of you|Asha drew a chart/);
  });

  it('acts a lesson said as a doing ("Taking turns") and does not say it was left out', () => {
    expect(lessonActOf('Taking turns')?.({ name: 'Max', he: 'he', him: 'him', his: 'his', self: 'himself', p: { plural: false } } as never, false)).toBe('This time, Max took turns.');
    expect(lessonActOf('Sharing')).toBeUndefined();
    const { idea } = book('a sibling argument over the TV remote', '6-8', [{ name: 'Max', kind: 'child', pronoun: 'he' }, { name: 'Lola', kind: 'child', pronoun: 'she' }], { length: 'medium', lesson: 'Taking turns', notes: 'Lola is Max\'s twin sister' });
    expect(idea.summary).not.toMatch(/could not act out/);
  });

  it('says "a friend\'s house" as the parent did, never as a name', () => {
    expect(readNamedPlace('my first sleepover at a friend\'s house')?.name).toBe('a friend\'s house');
    expect(readNamedPlace('a sleepover at my friend\'s house')?.name).toBe('{his} friend\'s house');
    const text = book('my first sleepover at a friend\'s house', '3-5', [{ name: 'Theo', kind: 'child', pronoun: 'he' }, { name: 'Mummy', kind: 'grown-up', pronoun: 'she' }], { length: 'medium' }).pages.join(' ');
    expect(text).not.toMatch(/A Friend's/);
  });

  it('reads a flu jab as the jab and having the flu as the sick day', () => {
    const entryOf = (theme: string) => (readTheme(theme) as { entry?: { id: string } }).entry?.id;
    expect(entryOf('getting a flu jab at the doctor')).toBe('jab');
    expect(entryOf('my flu shot')).toBe('jab');
    expect(entryOf('having the flu')).toBe('sick-day');
    expect(entryOf('getting a cold')).toBe('sick-day');
  });

  it('keeps a wheelchair user sitting in the words after "said Ines,"', () => {
    const ines = { name: 'Ines', kind: 'child', pronoun: 'she', traits: ['uses a wheelchair'] } as const;
    for (const seed of [4716, 4717, 4718]) {
      const text = book('a day at the swimming pool', '6-8', [ines, { name: 'Mamá', kind: 'grown-up', pronoun: 'she' }], { length: 'medium', seed }).pages.join(' ');
      expect(text).not.toMatch(/\bInes, standing\b/);
    }
  });

  it('calls a poorly dog the parent gave as "he" he, never "it"', () => {
    const pip = { name: 'Pip', kind: 'animal', pronoun: 'he', species: 'dog' } as const;
    const text = book('the dog is poorly and goes to the vet', '3-5', [{ name: 'Jamie', kind: 'child', pronoun: 'they' }, pip], { length: 'long' }).pages.join(' ');
    expect(text).toContain('Pip');
    expect(text).not.toMatch(/\bits (?:eyes|bed|water|food|old self)\b|\bstroked it\b|\blooked after it\b/);
  });

  it('never says "at the day" of a day with no name of its own', () => {
    for (const seed of [4720, 4721, 4722, 4723]) {
      const text = book('climbing a mountain with Dad', '9-12', [{ name: 'Freya', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], { seed }).pages.join(' ');
      expect(text).not.toMatch(/\bat the day\b|\bgood at the day\b/);
    }
  });

  it('tells a grandparent\'s childhood as their stories heard at home, where they grew up named, never a trip there', () => {
    const entryOf = (theme: string) => (readTheme(theme) as { entry?: { id: string } }).entry?.id;
    for (const theme of ['learning about Grandpa\'s childhood in Syria', 'Nana\'s stories about when she was little', 'our family tree', 'when Grandma was a little girl']) expect(entryOf(theme), theme).toBe('family-stories');
    const { idea, pages } = book('learning about Grandpa\'s childhood in Syria', '9-12', [{ name: 'Tariq', kind: 'child', pronoun: 'he' }, { name: 'Jiddo', kind: 'grown-up', pronoun: 'he' }], { length: 'long', seed: 4724 });
    const text = pages.join(' ');
    expect(idea.summary).toContain('in Syria');
    expect(text).toMatch(/old photo/);
    expect(text).not.toMatch(/\b(?:they were|arrived) in Syria\b/);
  });

  it('tells a tumble and the cuddle after it, by the grandparent the theme names, never a quarrel with them', () => {
    const entryOf = (theme: string) => (readTheme(theme) as { kind: string; entry?: { id: string } });
    expect(entryOf('Granny\'s cuddles when I fall down').entry?.id).toBe('bump-and-cuddle');
    expect(entryOf('falling over and grazing my knee').entry?.id).toBe('bump-and-cuddle');
    const text = book('Granny\'s cuddles when I fall down', '0-2', [{ name: 'Ezra', kind: 'child', pronoun: 'he' }, { name: 'Granny', kind: 'grown-up', pronoun: 'she' }], { length: 'medium', seed: 4731 }).pages.join(' ');
    expect(text).toMatch(/cuddle with Granny/);
    expect(text).not.toMatch(/\bMum\b|I wish it would stop/);
  });

  it('cooks chapatis and tortillas on the grown-up\'s hot pan, never risen or baked in the oven', () => {
    for (const [theme, age] of [['making chapatis with Nani', '3-5'], ['making tortillas with Abuela', '6-8']] as const) {
      const { idea, pages } = book(theme, age, [zara, { name: 'Nani', kind: 'grown-up', pronoun: 'she' }], { length: 'medium', seed: 4741 });
      const text = pages.join(' ');
      expect(text, theme).toMatch(/hot pan/);
      expect(text, theme).not.toMatch(/\boven\b|\brise\b|(?:chapatis|tortillas) goes wrong/);
      expect(idea.summary, theme).toMatch(/cooking on a pan/);
    }
  });

  it('tells not wanting to get out of the bath as the bath ending, never the hair-washing night', () => {
    const text = book('not wanting to get out of the bath', '0-2', [{ name: 'Felix', kind: 'child', pronoun: 'he' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }], { length: 'long', seed: 4751 }).pages.join(' ');
    expect(text).toMatch(/get out/);
    expect(text).toMatch(/towel/);
    expect(text).not.toMatch(/hair|shampoo|in (?:his|my) eyes/);
  });

  it('tells a baking competition with a cake tasted by the judges, never an entry laid on a table untasted', () => {
    for (const [theme, age] of [['entering a baking competition', '9-12'], ['the cake competition at the village show', '6-8']] as const) {
      const text = book(theme, age, [zara, leo], { length: 'medium', seed: 4761 }).pages.join(' ');
      expect(text, theme).toMatch(/\bcakes?\b/);
      expect(text, theme).toMatch(/tast/);
      expect(text, theme).not.toMatch(/\bentry\b/);
    }
  });

  it('tells climbing a hill or a mountain as the walk to the top, the summit in the parent\'s words, never moved there twice', () => {
    for (const [theme, summit] of [['climbing a mountain with Dad', 'the mountain'], ['hiking up Snowdon', 'Snowdon'], ['a walk up the big hill', 'the hill']] as const) {
      const entry = (readTheme(theme) as { entry?: { id: string } }).entry?.id;
      expect(entry, theme).toBe('hill-walk');
      const text = book(theme, '6-8', [zara, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], { length: 'medium', seed: 4771 }).pages.join(' ');
      expect(text, theme).toContain(`top of ${summit}`);
      expect(text, theme).not.toMatch(/\bThe climb was\b|\bin Snowdon\b|\bat the day\b/);
    }
  });

  it('spells a British doing back to its verb with one l ("snorkelling" is to snorkel, never "snorkell")', () => {
    expect(infinitiveOfGerund('snorkelling')).toBe('snorkel');
    expect(infinitiveOfGerund('travelling')).toBe('travel');
    expect(infinitiveOfGerund('retelling')).toBe('retell');
    expect(infinitiveOfGerund('spelling')).toBe('spell');
    const text = book('snorkelling for the first time', '6-8', [{ name: 'Nia', kind: 'child', pronoun: 'she' }, { name: 'Uncle Kwame', kind: 'grown-up', pronoun: 'he' }], { seed: 4813 }).pages.join(' ');
    expect(text).toMatch(/\bsnorkel\b/);
    expect(text).not.toMatch(/snorkell\b|snorkeling/);
  });

  it('never pastes a clause about someone as a thing loved ("There was the cat keeps sitting, too.")', () => {
    const text = book('the cat keeps sitting on my drawing', '3-5', [{ name: 'Rex', kind: 'child', pronoun: 'he' }, { name: 'Mabel', kind: 'animal', pronoun: 'she', species: 'cat' } as never], { length: 'medium', seed: 4813 }).pages.join(' ');
    expect(text).not.toMatch(/keeps sitting/);
  });

  it('reads watching birds at a window as the garden birds, and the bus alone from nine as the bus to school on one\'s own', () => {
    expect((readTheme('watching the birds at Granny\'s window') as { entry?: { id: string } }).entry?.id).toBe('garden-birds');
    const text = book('my first time taking the bus to school alone', '9-12', [{ name: 'Isla', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], { seed: 4820 }).pages.join(' ');
    expect(text).toMatch(/on her own/);
    expect(text).toMatch(/pressed the bell/);
    expect(text).not.toMatch(/kitchen chairs|Dad was there with her/);
  });

  it('never says a hero is lucky to have "such good friends" beside a sister or a grown-up', () => {
    const text = book('Christmas at Grandma\'s when it snows', '6-8', [{ name: 'Chloe', kind: 'child', pronoun: 'she' }, { name: 'Bea', kind: 'child', pronoun: 'she' }], { length: 'long', notes: 'Bea is Chloe\'s little sister', seed: 4718 }).pages.join(' ');
    expect(text).not.toMatch(/such good friends/);
  });

  it('tells a food named to try in lines of any food, never the entry\'s broccoli or a skill learnt (held-out read 49)', () => {
    expect((readTheme('trying sushi for the first time') as { entry?: { id: string } }).entry?.id).toBe('new-food');
    const text = book('trying sushi for the first time', '3-5', [zara, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }], { length: 'long', seed: 4911 }).pages.join(' ');
    expect(text).toMatch(/sushi/);
    expect(text).not.toMatch(/broccoli|green and bumpy|tiny tree|try to try|tried to try/);
    expect(book('trying broccoli', '6-8', [zara, { name: 'Nana', kind: 'grown-up', pronoun: 'she' }], { length: 'medium', seed: 4913 }).pages.join(' ')).toMatch(/green and bumpy|broccoli/);
  });

  it('reads a dog that has puppies as the litter, and a grandparent learning as the child teaching them', () => {
    expect((readTheme('the dog has puppies') as { entry?: { id: string } }).entry?.id).toBe('pet-litter');
    const text = book('Nan learning to use emojis', '6-8', [{ name: 'Harry', kind: 'child', pronoun: 'he' }, { name: 'Nan', kind: 'grown-up', pronoun: 'she' }], { seed: 4914 }).pages.join(' ');
    expect(text).toMatch(/Nan typed|teacher/);
    expect(text).not.toMatch(/Harry could use emojis|Harry tried to use emojis/);
  });

  it('keeps a friend the notes say uses a wheelchair on wheels in a stock plot too, never running off', () => {
    const text = book('my friend is in a wheelchair and can\'t come on the climbing frame', '6-8', [{ name: 'Lily', kind: 'child', pronoun: 'she' }, { name: 'Sam', kind: 'child', pronoun: 'he' }], { length: 'medium', notes: 'Sam uses a wheelchair', seed: 4915 }).pages.join(' ');
    expect(text).toMatch(/Sam/);
    expect(text).not.toMatch(/\bSam (?:ran|walked|climbed|jumped)\b/);
  });
});
