import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { castFromCharacter } from '../src/cast/cast-member';
import { metAsHolder, roleHolders, saidAsHolder } from '../src/story/role-holders';
import { withoutSparePads } from '../src/story/older-spare-pads';
import { withNextLineOnThinPages } from '../src/story/thin-page-next-line';
import { isThemeSubject } from '../src/cast/theme-subject';

/**
 * Round 17 (older): read 37's 9-12 books read 3 at best. The camp's "the leader" beside Akela made two grown-ups of one,
 * middle pages were one short sentence, and pads any older book could carry stood on told pages.
 */
type Member = { name: string; kind: string; pronoun: string };
const book = (theme: string, seed: number, cast: Member[], length = 'short', notes?: string) => {
  const characters = cast.map((one) => ({ traits: [], ...one }));
  const inputs = storyInputsSchema.parse({ characters, age_group: '9-12', story_length: length, theme, tone: 'gentle', ...(notes ? { notes } : {}) });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};
const narration = (pages: string[]) => pages.map((page) => page.replace(/"[^"]*"/g, '"…"')).join('\n');

describe('a grown-up of the cast who holds the day\'s role', () => {
  const cast = ([
    { name: 'Kit', kind: 'child', pronoun: 'he', traits: [], appearance: {} },
    { name: 'Coach Nell', kind: 'grown-up', pronoun: 'she', traits: [], appearance: {} },
    { name: 'Baloo', kind: 'grown-up', pronoun: 'he', traits: [], appearance: {} },
    { name: 'Mr Hale', kind: 'grown-up', pronoun: 'he', traits: [], appearance: {} },
    { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [], appearance: {} },
  ] as never[]).map((character) => castFromCharacter(character));
  const holders = roleHolders(cast, 'Mr Hale is his maths teacher.');

  it('is read from a title, a leader\'s name or the notes, and a parent holds none', () => {
    expect(holders.map(({ member, words }) => `${member.name}:${words}`)).toEqual(['Coach Nell:coach', 'Baloo:leader', 'Mr Hale:teacher']);
    expect([metAsHolder(cast[1]!, cast[0]!), metAsHolder(cast[2]!, cast[0]!), metAsHolder(cast[3]!, cast[0]!, 'Mr Hale is his maths teacher.'), metAsHolder(cast[4]!, cast[0]!)])
      .toEqual(["Coach Nell was Kit's coach.", 'Baloo was the leader.', "Mr Hale was Kit's maths teacher.", undefined]);
  });

  it('takes the role\'s lines in narration, once a sentence, never in a quotation, a plural or a sentence naming them', () => {
    const [coach, leader, teacher] = holders;
    expect(saidAsHolder('The coach blew the whistle, and the coach\'s clipboard fell.', coach!)).toBe('Coach Nell blew the whistle, and the coach\'s clipboard fell.');
    expect(saidAsHolder('Everyone watched the football coach\'s pen.', coach!)).toBe('Everyone watched Coach Nell\'s pen.');
    expect(saidAsHolder('"Ask the coach," said Kit.', coach!)).toBe('"Ask the coach," said Kit.');
    expect(saidAsHolder('Round the fire, the cub leader kept the sparks in the ring.', leader!)).toBe('Round the fire, Baloo kept the sparks in the ring.');
    expect(saidAsHolder('Everyone had been new once, even the leaders.', leader!)).toBe('Everyone had been new once, even the leaders.');
    expect(saidAsHolder('The leader everyone called Baloo waved.', leader!)).toBe('The leader everyone called Baloo waved.');
    expect(saidAsHolder('The other teacher handed out the papers.', teacher!)).toBe('The other teacher handed out the papers.');
    expect(saidAsHolder('The whole class went to the zoo with their teacher.', teacher!)).toBe('The whole class went to the zoo with Mr Hale.');
  });

  it('is met as who they are, never with a family grown-up\'s line of the day ("had a ticket for the front row")', () => {
    const pages = book('the school play', 1770905, [{ name: 'Tess', kind: 'child', pronoun: 'she' }, { name: 'Mr Hale', kind: 'grown-up', pronoun: 'he' }], 'medium', 'Mr Hale is her drama teacher');
    expect(pages[1]).toMatch(/^Mr Hale was Tess's drama teacher\./);
    // Said once (the notes' "he was her drama teacher" is not joined on), and a place after the name stays a place.
    expect(pages[1]).not.toMatch(/he was her drama teacher|\bhe in the wings/);
    expect(pages.join('\n')).not.toMatch(/Mr Hale had a ticket for the front row/);
  });

  it('is one person on a trials book\'s pages: no "the coach" beside Coach', () => {
    const pages = book('trials for the district football squad', 1770901, [{ name: 'Kit', kind: 'child', pronoun: 'he' }, { name: 'Coach Nell', kind: 'grown-up', pronoun: 'she' }]);
    expect(narration(pages)).toMatch(/Coach Nell/);
    expect(narration(pages)).not.toMatch(/\bthe coach\b/i);
  });
});

describe('a grown-up\'s stock part at nine to twelve', () => {
  const cast = ([
    { name: 'Noor', kind: 'child', pronoun: 'she', traits: [], appearance: {} },
    { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [], appearance: {} },
    { name: 'Auntie Bea', kind: 'grown-up', pronoun: 'she', traits: [], appearance: {} },
  ] as never[]).map((character) => castFromCharacter(character));
  const page = (...sentences: string[]) => ({ sentences, roles: sentences.map(() => 'own' as const) });

  it('is left out beside that grown-up\'s own lines, and kept where it is their only line or its page\'s last but one', () => {
    const pages = withoutSparePads([
      page('Noor packed the van.', 'Dad carried the heavy things without being asked. Auntie Bea nodded, slow and kind.', 'The road was long.'),
      page('"Left at the lights," said Dad.'),
      page('Noor laughed.', 'Dad laughed quietly, the way he did when things were going to be all right.'),
    ], cast);
    expect(pages.map((one) => one.sentences.join(' '))).toEqual([
      'Noor packed the van. Auntie Bea nodded, slow and kind. The road was long.',
      '"Left at the lights," said Dad.',
      'Noor laughed. Dad laughed quietly, the way he did when things were going to be all right.',
    ]);
    expect(pages[0]!.roles).toHaveLength(3);
  });

  it('goes one at a time while its page keeps two sentences, and so does the moment kind\'s "today was happening"', () => {
    const [full, thin] = withoutSparePads([
      page('The room smelled of soap.', 'Dad carried the heavy things without being asked. Whatever Noor felt about it, today was happening; the only thing she could choose was how to meet it.', 'Noor read the chart.'),
      page('The ward was quiet.', 'Whatever Noor felt about it, today was happening; the only thing she could choose was how to meet it.'),
      page('"Left at the lights," said Dad.'),
    ], cast);
    expect(full!.sentences.join(' ')).toBe('The room smelled of soap. Noor read the chart.');
    expect(thin!.sentences).toHaveLength(2);
  });

  it('is cut only where it stands as a sentence of its own, never out of a line it was joined to', () => {
    const [joined] = withoutSparePads([page('He dropped the map, and Dad carried the heavy things without being asked.', 'The road was long.'), page('"Left," said Dad.')], cast);
    expect(joined!.sentences[0]).toBe('He dropped the map, and Dad carried the heavy things without being asked.');
  });
});

describe('a 9-12 middle page of one short sentence', () => {
  const at = (beat: string, ...core: string[]) => ({ beat, shared: false, plan: { gist: '', core, more: [], action: 'walk', mood: 'calm', cast: [] } }) as never;
  const lines = (pages: { plan: { core: string[]; after?: readonly string[] } }[]) => pages.map((page) => [...page.plan.core, ...(page.plan.after ?? [])].join(' '));

  it('takes the day\'s next line from the page after it in the same beat, never from the turn or the last page', () => {
    const pages = withNextLineOnThinPages([
      at('beginning', 'Today was the camp.'),
      at('rising problem', 'Kit hammered a peg.'),
      at('rising problem', 'It bent.', 'Baloo said, "Angle it away from the tent."'),
      at('rising problem', 'The poles slid apart.'),
      at('turning point', 'Kit asked for help.', 'The tent went up.'),
      at('closing', 'That night the owls hooted.', 'Kit slept.'),
    ]);
    expect(lines(pages)).toEqual(['Today was the camp.', 'Kit hammered a peg. It bent.', 'Baloo said, "Angle it away from the tent."', 'The poles slid apart.', 'Kit asked for help. The tent went up.', 'That night the owls hooted. Kit slept.']);
  });

  it('leaves a page whose one line carries its closing thought (a choice over the page turn) as it is', () => {
    const choice = { ...(at('rising problem', 'He chose the door.') as { plan: object }), plan: { ...(at('rising problem', 'He chose the door.') as { plan: object }).plan, after: ['Nobody chose for him.'] } } as never;
    const pages = withNextLineOnThinPages([at('beginning', 'Camp.'), at('rising problem', 'Kit could sleep by the door or at the back.'), choice, at('rising problem', 'The owls hooted.', 'Kit listened.'), at('closing', 'Home.')]);
    expect(lines(pages).slice(1, 3)).toEqual(['Kit could sleep by the door or at the back.', 'He chose the door. Nobody chose for him.']);
  });
});

describe('the grown-up the day is about', () => {
  const grandad = castFromCharacter({ name: 'Grandad', kind: 'grown-up', pronoun: 'he', traits: [], appearance: {} } as never);

  it('is read from a theme that opens on their family word and what happens to them, never from a day with them', () => {
    expect(isThemeSubject(grandad, 'grandad getting muddled and forgetful')).toBe(true);
    expect(isThemeSubject(grandad, 'my grandad moving in with us')).toBe(true);
    expect(isThemeSubject(grandad, "grandad's allotment")).toBe(false);
    expect(isThemeSubject(grandad, 'fishing with grandad')).toBe(false);
  });

  it('is never met at nine to twelve as the hero\'s company, and the book keeps its length', () => {
    const pages = book('my dad losing his job at the factory', 1770911, [{ name: 'Tess', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], 'long');
    expect(pages[0]).toMatch(/job/);
    expect(pages).toHaveLength(24);
    expect(pages.join('\n')).not.toMatch(/Dad (?:was there with|came along with)|was not on her own: Dad/);
  });
});
