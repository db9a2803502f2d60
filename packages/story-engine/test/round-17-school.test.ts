import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import type { AgeGroup } from '@studio/contracts/stories';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { catalogueThemeIn } from '../src/world/catalogue';

/** Round 17's school days: each typed shape is its own day at school, not a near entry's other day or a stock plot. */
const NAMED: ReadonlyArray<readonly [string, string]> = [
  ['always getting picked last in PE', 'picked-last'],
  ['picked last for football at break time', 'picked-last'],
  ['my first school dinner', 'school-dinners'],
  ['swapping his packed lunch with a friend', 'school-dinners'],
  ['the fire alarm went off in class', 'fire-drill'],
  ['a fire drill at nursery', 'fire-drill'],
  ['the lost property box', 'lost-property'],
  ['his jumper went missing at school', 'lost-property'],
  ['being sent to the head teachers office', 'sent-to-the-office'],
  ['wet play because its raining', 'wet-play'],
  ['star of the week at school', 'star-of-the-week'],
  ['bringing the class teddy home for the weekend', 'class-bear'],
  ['reading my story to the class', 'reading-to-the-class'],
  ['she wanted to be Mary but got the donkey', 'school-play'],
  ['nervous about eating lunch in the big hall', 'school-dinners'],
  ['the fire alarm going off during his maths test', 'fire-drill'],
];

const book = (theme: string, age: AgeGroup) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ava', kind: 'child', pronoun: 'she' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }], age_group: age, story_length: 'short', tone: 'gentle', theme });
  return writeStory(writeIdea(inputs, 1780777), inputs).map((page) => page.text).join('\n');
};

describe("round 17's school days", () => {
  it('name each typed shape by its own entry', () => {
    for (const [typed, id] of NAMED) {
      const reading = readTheme(typed);
      expect(reading.kind === 'catalogue' ? reading.entry.id : reading.kind, typed).toBe(id);
    }
  });

  it('offer each new entry by a label that reads as it', () => {
    for (const id of ['picked-last', 'school-dinners', 'fire-drill', 'lost-property', 'sent-to-the-office', 'wet-play', 'star-of-the-week', 'class-bear', 'reading-to-the-class']) {
      const offered = BUILT_IN_THEMES.find((theme) => theme.id === id);
      expect(offered, id).toBeDefined();
      expect(catalogueThemeIn(offered?.label)?.id, id).toBe(id);
    }
  });

  it('leave a smoke alarm at home to the smoke alarm, and snow to no wet play', () => {
    expect(catalogueThemeIn('the smoke alarm going off at home')?.id).toBe('smoke-alarm');
    expect(catalogueThemeIn('indoor play when it snowed')?.id).not.toBe('wet-play');
  });

  it('choose the variant the words say: a packed lunch, a lunch swapped, the sheep in the nativity, a coat', () => {
    const variant = (typed: string) => catalogueThemeIn(typed)?.variants?.find((told) => told.said.test(typed))?.name;
    expect(variant('his first packed lunch at school')).toBe('the packed lunch');
    expect(variant('swapping his packed lunch with a friend')).toBe('the lunchbox swap');
    expect(variant("she wanted to be an angel in the nativity but she's a sheep")).toBe('the nativity part');
    expect(catalogueThemeIn("she wanted to be an angel in the nativity but she's a sheep")?.variants?.find((told) => told.said.test("she wanted to be an angel in the nativity but she's a sheep"))?.title?.[0]).toMatch(/Sheep/);
  });

  it('tell picked last as the captains picking in PE, never a team list on a noticeboard', () => {
    const text = book('being picked last for teams in PE', '6-8');
    expect(text).toMatch(/\bcaptains\b/);
    expect(text).not.toMatch(/\bnoticeboard\b|\bteam list\b/i);
  });

  it('tell homework forgotten as the homework, never a PE kit left at home', () => {
    const text = book('forgot his homework again', '9-12');
    expect(text).toMatch(/\bhomework\b/);
    expect(text).not.toMatch(/\bPE\b|\bkit\b/);
  });

  it('tell a coat lost as said', () => {
    const coat = book('looking in lost property for her coat', '6-8');
    expect(coat).toMatch(/\bcoat\b/);
    expect(coat).not.toMatch(/\bjumper\b[^.]*\bgone\b/);
  });
});
