import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { doneAsAToddler } from '../src/plots/toddler-doings';

/** Round 17's little ones' routines (`world/catalogue/round-17-little.ts`, `round-17-little-variants.ts`, `plots/toddler-doings.ts`). */
const entryOf = (typed: string) => {
  const reading = readTheme(typed);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};
const book = (theme: string, age: '0-2' | '3-5') => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ada', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], age_group: age, story_length: 'short', tone: 'gentle', theme });
  return writeStory(writeIdea(inputs, 1760901), inputs).map((page) => page.text).join('\n');
};

describe('round 17: little ones\' everyday routines', () => {
  it('reads the routines as their own days', () => {
    expect(entryOf('having her hair brushed without crying')).toBe('hair-brushing');
    expect(entryOf('brushing the knots out of her long hair')).toBe('hair-brushing');
    expect(entryOf('having his nails cut')).toBe('nail-cutting');
    expect(entryOf('putting his shoes on the right feet')).toBe('shoes-on');
    expect(entryOf('wellies on the wrong feet')).toBe('shoes-on');
    expect(entryOf('doing up his own velcro shoes')).toBe('shoes-on');
    expect(entryOf('helping mummy hoover the living room')).toBe('the-hoover');
    expect(entryOf('feeding herself with a spoon')).toBe('own-spoon');
    expect(entryOf('drinking from a big girl cup')).toBe('own-spoon');
    // A fear of the hoover stays the fear; a broken arm's sling is no walk.
    expect(entryOf('scared of the hoover')).toBe('fear-of-loud-noises');
    expect(entryOf('he screams at the hoover')).toBe('the-hoover');
    expect(entryOf('his arm in a sling')).not.toBe('pushchair');
  });

  it('mends the words that missed an entry the catalogue has', () => {
    expect(entryOf('playing peek a boo with grandad')).toBe('peekaboo');
    expect(entryOf('waving bye bye to daddy at the door')).toBe('work-goodbye');
    expect(entryOf('saying goodbye to mum at the nursery gate')).toBe('nursery-drop-off');
    expect(entryOf('riding in the trolley at tesco')).toBe('supermarket');
    expect(entryOf('a walk in the sling with daddy')).toBe('pushchair');
    expect(entryOf('painting with her fingers')).toBe('messy-play');
    expect(entryOf('splashing in the big swimming pool')).not.toBe('puddles');
  });

  it('takes a child under six round the supermarket in the trolley, never reading and ticking the list', () => {
    const text = book('riding in the big trolley at the shops', '0-2');
    expect(text).toMatch(/trolley/);
    expect(text).not.toMatch(/\blist\b|pencil|ticked/);
    // From three, the shop is the little trolley and a list of pictures; never the words of a list read out.
    const older = book('helping with the shopping', '3-5');
    expect(older).toMatch(/little trolley/);
    expect(older).not.toMatch(/read the list|pencil|ticked/);
  });

  it('tells finger painting with its paint, not messy play\'s gloop', () => {
    const text = book('finger painting at the kitchen table', '0-2');
    expect(text).toMatch(/paint/i);
    expect(text).not.toMatch(/gloop|jelly/i);
  });

  it('has the grown-up read and write with a child of nought to two', () => {
    expect(doneAsAToddler({ age: '0-2' }, 'In the waiting room, {hero} read a book about a crocodile.')).toBe('In the waiting room, {hero} and {grownup} read a book about a crocodile.');
    expect(doneAsAToddler({ age: '0-2' }, '{hero} wrote "{hero}\'s room" on a box.')).toBe('{grownup} helped {hero} write "{hero}\'s room" on a box.');
    expect(doneAsAToddler({ age: '0-2' }, '{hero} read the same page three times and was still on page two.')).toBe('{hero} looked at the same page three times and was still on page two.');
    expect(doneAsAToddler({ age: '0-2' }, '{hero} read the big board with {grownup}.')).toBe('{hero} read the big board with {grownup}.');
    expect(doneAsAToddler({ age: '3-5' }, '{hero} read a book.')).toBe('{hero} read a book.');
  });
});
