import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { catalogueThemeById } from '../src/world/catalogue';
import { MIDDLE_SLOTS, phasesOf, TAGGED_ENTRIES, type Phase } from '../src/world/catalogue/line-phases';
import { lifeOrder, outOfOrder } from '../src/plots/in-order';

const book = (theme: string, age: string, length: string) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Arlo', kind: 'child', pronoun: 'he', traits: [], appearance: {} }], age_group: age, story_length: length, tone: 'gentle', theme });
  return writeStory(writeIdea(inputs, 1850001), inputs).map((page) => page.text);
};
const pageOf = (pages: string[], words: string) => pages.findIndex((text) => text.includes(words));

describe('a told book keeps the order of its event (round 16)', () => {
  it('checks a middle told backwards or with its big moment early', () => {
    const phases = { detail0: 'arriving', try0: 'before', try1: 'waiting', setback: 'big', detail1: 'during', choice: 'during', try2: 'during' } as Record<(typeof MIDDLE_SLOTS)[number], Phase>;
    expect(outOfOrder(MIDDLE_SLOTS, phases)).toEqual(['detail0 (arriving) before try0 (before)', 'setback (big) before detail1 (during)', 'setback (big) is told before the turn']);
    expect(lifeOrder(phases)).toEqual(['try0', 'detail0', 'try1', 'detail1', 'choice', 'setback']);
  });

  it('tells every placed entry with its lines in order and its big moment once, at the turn', () => {
    for (const id of TAGGED_ENTRIES) {
      const entry = catalogueThemeById(id);
      expect(entry, id).toBeDefined();
      const phases = phasesOf(entry!);
      expect(outOfOrder(lifeOrder(phases), phases), id).toEqual([]);
    }
  });

  it('boards the plane before it takes off: airport, seat, safety talk, engines, lift-off', () => {
    const pages = book('first time on a plane', '6-8', 'medium');
    const order = ['At the airport', 'the window seat', 'showed everyone how the seatbelts worked', 'When the engines roared', 'as the plane lifted'].map((words) => pageOf(pages, words));
    expect(order.every((at) => at >= 0), pages.join('\n')).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Take-off is the turn's: no page before it tells the plane going up.
    expect(pages.filter((text) => /took off|lifted|tipped away/.test(text))).toHaveLength(1);
  });
});
