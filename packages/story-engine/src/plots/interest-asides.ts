import type { StoryContext } from '../story/story-context';

type OlderLine = (ctx: StoryContext, name: string) => string;

/**
 * An older reader's asides on a love of a topic found out about (`plots/the-interest.ts`): the interest kind's own
 * ("fiddlier than any book had made it look") are about doing the thing, and this hero is finding something out.
 */
export const FINDING_OUT_ASIDES: Readonly<Record<'detail' | 'setback', readonly OlderLine[]>> = {
  detail: [
    ({ hero }) => `${hero.name} added it to the long list of things ${hero.he} knew, and liked that the list was still growing.`,
    ({ hero }, name) => `The more ${hero.name} found out about ${name}, the more ${hero.he} noticed how much the grown-ups had never wondered about.`,
    ({ hero }) => `${hero.name} wrote it down before it could slip away, in the notebook nobody else was allowed to read.`,
  ],
  setback: [
    ({ hero }) => `${hero.name} told ${hero.self} it did not matter, and did not quite believe it.`,
    ({ hero }) => `${hero.name} laughed at ${hero.self}, a little too late for it to look as if ${hero.he} had meant to.`,
  ],
};
