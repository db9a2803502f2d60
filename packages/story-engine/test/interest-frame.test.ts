import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { INTEREST_PLOT_ID, readInterest } from '../src/understand/read-interest';
import { readTheme } from '../src/understand/read-theme';
import { olderAsides } from '../src/plots/older-asides';
import { interestOuting } from '../src/plots/the-interest';
import { interestLines } from '../src/plots/interest-lines';
import { interestTopicIn } from '../src/world/interest-topics';

/**
 * A love of a topic the catalogue does not name (issue 28, round 13b): read by what the topic is
 * (`world/interest-topics.ts`) and told as a real day of the interest (`plots/the-interest.ts`): a fact, a question
 * nobody at home can answer, finding out, making and sharing it, never a toy of it to lose.
 */

const write = (theme: string, age_group: '0-2' | '3-5' | '6-8' | '9-12' = '3-5', seed = 1450101) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], age_group, story_length: 'short', tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
};

describe('reading a love of a topic', () => {
  it('sorts the topic by what it is, said alone or with a love', () => {
    expect(readInterest('my son is obsessed with penguins')?.topic).toMatchObject({ kind: 'animal', name: 'penguins' });
    expect(readInterest('shes into ancient egyptians and mummies')?.topic).toMatchObject({ kind: 'history', name: 'Ancient Egypt' });
    expect(readInterest('minecraft mad')?.topic).toMatchObject({ kind: 'screen' });
    expect(readInterest('a windy day')?.topic).toMatchObject({ kind: 'weather', name: 'the wind' });
    expect(readInterest('kitchen science experiments')?.topic).toMatchObject({ kind: 'science' });
    expect(readInterest('he loves coding')?.topic).toMatchObject({ kind: 'hobby' });
  });

  it('finds out about any plural noun a parent says the child loves, at the library', () => {
    expect(readInterest('my daughter is obsessed with sloths')?.topic).toMatchObject({ kind: 'topic', name: 'sloths', where: 'at the library' });
    expect(readInterest('loves counting things')).toBeUndefined();
    expect(readInterest('loves animals')).toBeUndefined();
    expect(readInterest('she loves her cousins')).toBeUndefined();
  });

  it('takes no sentence, no single animal, no pet wish, no made-up creature and no bare weather word', () => {
    expect(readInterest('The frog found them.')).toBeUndefined();
    expect(readInterest('fox')).toBeUndefined();
    expect(readInterest('she wants a pet snake')).toBeUndefined();
    expect(readInterest('she loves unicorns')).toBeUndefined();
    expect(readInterest('rainbows')).toBeUndefined();
    expect(readInterest('rainbows after rain')?.topic.kind).toBe('weather');
    expect(readInterest('the seasons')?.topic.kind).toBe('weather');
  });

  it('leaves a topic the catalogue tells to its entry', () => {
    expect(readTheme('she is mad about sharks').kind).toBe('catalogue');
    expect(readTheme('penguins').kind).toBe('interest');
  });
});

describe('a love of a topic, told', () => {
  it('is the interest frame, with the fact, the question, the finding out and the answer after it', () => {
    const { idea, text } = write('my son is obsessed with penguins');
    expect(idea.plot).toBe(INTEREST_PLOT_ID);
    expect(text).toMatch(/penguin dads keep the egg warm/);
    expect(text).toMatch(/How do penguins stop their feet from freezing\?/);
    // Penguins are really seen at the aquarium: its keepers write back (round 15), where a topic seen nowhere has the library.
    expect(text).toMatch(/the keepers at the aquarium wrote back/);
    expect(text.indexOf('The letter said')).toBeGreaterThan(text.indexOf('wrote back'));
    expect(text).not.toMatch(/toy penguin/i);
  });

  it('claims no fact of a topic the table does not know', () => {
    const { text } = write('my daughter is obsessed with sloths');
    expect(text).toMatch(/drawn sloths on every page/);
    expect(text).not.toMatch(/knew that|The book said/);
  });

  it('tries a thing of science safely at the table where the table knows one, and goes out in the weather', () => {
    expect(String(interestLines(interestTopicIn('volcanoes')!).details[1])).toMatch(/bicarbonate of soda and vinegar/);
    expect(String(interestLines(interestTopicIn('clouds')!).details[1])).toMatch(/went out/);
  });

  it('keeps screen time true for a game', () => {
    const { text } = write('minecraft', '6-8');
    expect(text).toMatch(/timer/);
    expect(text).toMatch(/own Minecraft on paper/);
  });

  it('fits the youngest bands', () => {
    for (const theme of ['ancient egypt', 'a windy day', 'my daughter is obsessed with sloths']) expect(write(theme, '3-5').idea.plot, theme).toBe(INTEREST_PLOT_ID);
    expect(write('science experiments', '0-2').idea.plot).toBe(INTEREST_PLOT_ID);
  });

  it('gives an older reader asides about finding out, not about doing it up close', () => {
    const lines = olderAsides('detail', interestOuting('the titanic'));
    expect(lines.length).toBeGreaterThan(0);
    const said = lines.map((line) => line({ hero: { name: 'Maya', he: 'she', him: 'her', his: 'her', self: 'herself' } } as never, 'the Titanic')).join(' ');
    expect(said).not.toMatch(/fiddlier|by being there/);
  });
});
