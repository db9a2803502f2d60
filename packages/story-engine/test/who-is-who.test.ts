import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { withHeroWordsFilled } from '../src/story/hero-words-left';
import { isOwnBirthday, readTheme } from '../src/understand/read-theme';
import { ownerHis } from '../src/cast/kin-pronoun';
import { stayHostIn } from '../src/cast/stay-host';
import { familySaidIn } from '../src/cast/family-said';

/** Round 15 (who is who): the people a theme names keep what is theirs, and the grown-up along is the one the theme says. */
type Age = '0-2' | '3-5' | '6-8' | '9-12';
const book = (theme: string, age: Age, name = 'Leo', pronoun: 'he' | 'she' = 'he', story_length: 'short' | 'medium' | 'long' = 'short') => {
  const inputs = storyInputsSchema.parse({ characters: [{ name, kind: 'child', pronoun }], age_group: age, story_length, theme });
  const idea = writeIdea(inputs, 1790901);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
};

describe('who is who on the page', () => {
  it('sweeps the hero words a name was read with, with a capital at a sentence start', () => {
    const hero = { name: 'Ethan', he: 'he', him: 'him', his: 'his', self: 'himself', was: 'was', has: 'has' };
    expect(withHeroWordsFilled('{his} cousin\'s christening was better close up.', hero)).toBe('His cousin\'s christening was better close up.');
    expect(withHeroWordsFilled('He noticed the small things about {his} cousin\'s christening.', hero)).toBe('He noticed the small things about his cousin\'s christening.');
    expect(withHeroWordsFilled('Tired. {his} legs ached.', hero)).toBe('Tired. His legs ached.');
  });

  it('never lets a placeholder reach a page of an occasion a grown-up of the family owns', () => {
    for (const [theme, age] of [["my cousin's christening", '9-12'], ["nana's retirement party", '6-8']] as const) {
      expect(book(theme, age).text, theme).not.toMatch(/\{/);
    }
  });

  it('keeps a numbered birthday with an owner theirs, never the hero\'s', () => {
    expect(isOwnBirthday("grampy's 80th birthday party")).toBe(false);
    expect(isOwnBirthday('my 5th birthday')).toBe(true);
    expect(isOwnBirthday('a 6th birthday party at soft play')).toBe(true);
    expect(book("grampy's 80th birthday party", '0-2').text).toMatch(/Grampy's 80th birthday party/);
    expect(book("grampy's 80th birthday party", '0-2').text).not.toMatch(/\bhis 80th\b/);
  });

  it('tells a poorly brother, sister, aunt or uncle as theirs: the hero kind and close, never the hero\'s own sick day', () => {
    expect(readTheme('my little brother has chickenpox')).toMatchObject({ kind: 'catalogue', entry: { id: 'sibling-ill' } });
    expect(readTheme('my big sister is poorly')).toMatchObject({ kind: 'catalogue', entry: { id: 'sibling-ill' } });
    expect(readTheme('my auntie is poorly')).toMatchObject({ kind: 'catalogue', entry: { id: 'grandparent-ill' } });
    expect(readTheme('my uncle has a cold')).toMatchObject({ kind: 'catalogue', entry: { id: 'grandparent-ill' } });
    expect(readTheme('I have chickenpox')).toMatchObject({ kind: 'catalogue', entry: { id: 'sick-day' } });
    const brother = book('my little brother has chickenpox', '3-5', 'Jack').text;
    expect(brother).toMatch(/His brother was poorly/);
    expect(brother).toMatch(/puppet show/);
    expect(brother).not.toMatch(/Jack woke up hot|Jack had red spots/);
    expect(book('my auntie is poorly', '6-8', 'Ruby', 'she').text).toMatch(/Auntie's hand/);
  });

  it('says the owner\'s own pronoun in a line about the owner', () => {
    expect(ownerHis('Mam', 'mam', [])).toBe('her');
    expect(ownerHis('Uncle', 'uncle', [])).toBe('his');
    expect(ownerHis('Nani Asha', 'nani', [{ name: 'Nani Asha', his: 'her' }])).toBe('her');
    const visit = book('visiting mam in hospital after her operation', '9-12', 'Owen', 'he', 'long').text;
    expect(visit).toMatch(/\bMam\b/);
    expect(visit).not.toMatch(/Mam could see it from his chair/);
  });

  it('leaves a child at a sleepover at a grandparent\'s with the host, never a parent who stays', () => {
    expect(stayHostIn("a sleepover at nonna's").stayHost).toMatchObject({ name: 'Nonna', pronoun: 'she' });
    expect(stayHostIn("sleeping over at grandad's house").stayHost).toMatchObject({ name: 'Grandad', pronoun: 'he' });
    expect(stayHostIn("a sleepover at my friend's")).toEqual({});
    const { idea, text } = book("a sleepover at nonna's", '3-5', 'Sofia', 'she');
    expect(text).toMatch(/all on her own/);
    expect(idea.summary).toMatch(/With Nonna close by/);
    expect(text).not.toMatch(/\b(?:Mum|Dad)\b/);
  });

  it('takes the family the theme says along, never a friend made up', () => {
    expect(familySaidIn('a day at the zoo with my family')).toBe(true);
    expect(familySaidIn('a family trip to the seaside')).toBe(true);
    expect(familySaidIn('a day at the zoo')).toBe(false);
    const { idea, text } = book('a trip to the seaside with the family', '6-8', 'Maya', 'she');
    expect(idea.summary).toMatch(/With (?:Mum|Dad) close by/);
    expect(text).not.toMatch(/her friend/);
  });

  it('keeps the family grown-up whose occasion it is at its door, with Mum or Dad along on the way', () => {
    const { idea, text } = book("grandpa's retirement party", '6-8', 'Rhys', 'he', 'medium');
    expect(idea.summary).toMatch(/With (?:Mum|Dad) close by/);
    expect(text).toMatch(/Grandpa opened the door/);
    expect(text).toMatch(/HAPPY RETIREMENT/);
    expect(text).not.toMatch(/Grandpa was there with him|with Grandpa close by/i);
  });
});
