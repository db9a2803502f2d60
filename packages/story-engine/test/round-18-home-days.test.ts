import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';

type Who = { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' };
const child = (name: string, pronoun: 'she' | 'he'): Who => ({ name, kind: 'child', pronoun });
const adult = (name: string, pronoun: 'she' | 'he'): Who => ({ name, kind: 'grown-up', pronoun });

function book(theme: string, age: string, cast: Who[], seed = 180101, length = 'medium', notes?: string) {
  const inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ ...member, appearance: {}, traits: [] })), age_group: age, story_length: length, theme, ...(notes ? { notes } : {}) });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
}

const entryOf = (theme: string) => {
  const reading = readTheme(theme);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};

describe('round 18: days held-out read 41 found told as other days', () => {
  it('reads each as its own day, however a parent puts it', () => {
    expect(entryOf('not wanting to leave the park')).toBe('leaving-time');
    expect(entryOf('meltdowns when it\'s time to leave')).toBe('leaving-time');
    expect(entryOf('waiting for daddy to come home from work')).toBe('waiting-for-home');
    expect(entryOf('waiting for mum to get home')).toBe('waiting-for-home');
    expect(entryOf('going to the corner shop alone for the first time')).toBe('shop-on-my-own');
    expect(entryOf('helping look after mum who has MS')).toBe('parent-unwell');
    expect(entryOf('breaking mum\'s favourite mug and owning up')).toBe('honesty');
    expect(entryOf('the loud blender in the kitchen')).toBe('fear-of-loud-noises');
    expect(entryOf('a spider in the bath')).toBe('fear-of-spiders');
    expect(entryOf('the noisy hairdryer after bath time')).toBe('fear-of-loud-noises');
  });

  it('tells the wait as a wait at home for the grown-up who is at work, never somebody moving in', () => {
    const { idea, text } = book('waiting for daddy to come home from work', '3-5', [child('Sana', 'she'), adult('Daddy', 'he')]);
    expect(idea.plot).toBe('theme:waiting-for-home');
    expect(text).toMatch(/window/);
    expect(text).toMatch(/Daddy/);
    expect(text).not.toMatch(/spare room|welcome sign|moving in/);
  });

  it('sends a child of six or more to the shop alone, and a younger one with a grown-up to pay', () => {
    const older = book('going to the corner shop on my own', '9-12', [child('Lucía', 'she'), adult('Mum', 'she')]);
    expect(older.text).toMatch(/on her own/);
    expect(older.text).not.toMatch(/trolley|supermarket|walking to school/);
    const younger = book('going to the corner shop on my own', '3-5', [child('Jude', 'he'), adult('Papa', 'he')]);
    expect(younger.text).toMatch(/with Papa|Papa's hand/);
    expect(younger.text).not.toMatch(/to the corner shop on his own|without a grown-up/);
  });

  it('names the illness the parent named, and tells the helping', () => {
    const { text } = book('helping look after mum who has MS', '9-12', [child('Callum', 'he'), adult('Mum', 'she')]);
    expect(text).toMatch(/\bMS\b|tired days|tired today/);
    expect(text).toMatch(/helped/);
    expect(text).not.toMatch(/seagull|found its way home/);
  });

  it('picks the apples the parent named, never strawberries', () => {
    const { text } = book('helping grandpa pick apples in the orchard', '3-5', [child('Elif', 'she'), adult('Grandpa', 'he')]);
    expect(text).toMatch(/apple/);
    expect(text).not.toMatch(/strawberr/i);
  });

  it('tells a car-sick drive as the wobbly tummy and how it settled', () => {
    const { text } = book('feeling car sick on the long drive to the seaside', '6-8', [child('Isla', 'she'), adult('Mum', 'she')]);
    expect(text).toMatch(/tummy/);
    expect(text).toMatch(/window|far away|hills/);
  });

  it('never mends an English verb form into another word ("skimming" is not "swimming")', () => {
    expect(entryOf('skimming stones at the lake')).not.toBe('learning-to-swim');
    expect(entryOf('swiming lessons')).toBe('learning-to-swim');
  });

  it('gives a reader of six or more whole sentences, never a board book\'s fragment of a line', () => {
    // The car-sick lines each have a toddler's wording ("Crisps! Oh... worse."); from six only the whole one is told.
    for (const seed of [1, 2, 3]) {
      const { text } = book('feeling car sick on the long drive to the seaside', '6-8', [child('Isla', 'she'), adult('Mum', 'she')], seed);
      expect(text).not.toMatch(/Crisps! Oh|A book in the car\. Round and round|Eyes shut\. Sway/);
    }
  });

  it('runs a cross-country race over muddy ground, never in heats and lanes', () => {
    const { idea, text } = book('a cross-country race in the mud', '9-12', [child('Freya', 'she')], 410019, 'short');
    expect(idea.plot).toBe('the-contest');
    expect(text).toMatch(/mud|hill/);
    expect(text).not.toMatch(/\blane\b|\bheats?\b|the final/);
  });

  it('tells a shared bedroom and a bad day as their own days, and a grown-up at the win is proud, never laughing loudest', () => {
    const cast = [child('Poppy', 'she'), child('Ivy', 'she'), adult('Mum', 'she')];
    expect(entryOf('sharing a room with her sister')).toBe('sharing-a-room');
    expect(entryOf('a bad day at school')).toBe('bad-day');
    const room = book('sharing a room with her sister', '6-8', cast, 180222);
    expect(room.text).toMatch(/Ivy/);
    expect(room.text).toMatch(/bunk beds|lights out|tape/);
    expect(room.text).not.toMatch(/crayons/);
    expect(room.text).not.toMatch(/Mum (?:laughed|giggled|chuckled) (?:the loudest of all|louder than anyone)/);
  });

  it('sows bulbs and seeds the right way up and leaves them to grow, never staking them to stand straight', () => {
    const { text } = book('planting tulip bulbs for spring', '3-5', [child('Hana', 'she'), adult('Oma', 'she')], 410011, 'long');
    expect(text).toMatch(/right way up|Pointy end up/);
    expect(text).not.toMatch(/standing straight|stand up straight|leaned over/);
    const tree = book('planting an apple tree', '6-8', [child('Hana', 'she'), adult('Oma', 'she')], 410011, 'short');
    expect(tree.text).toMatch(/apple tree/);
  });

  it('raises the money the way the parent named (a sponsored silence, a jumble sale), and grows vegetables rather than tasting them', () => {
    const silence = book('a sponsored silence at school', '6-8', [child('Ravi', 'he')], 420015);
    expect(silence.text).toMatch(/sponsored silence/);
    expect(silence.text).not.toMatch(/sponsored walk|reservoir|blister/);
    const jumble = book('a jumble sale to raise money for the school library', '9-12', [child('Niamh', 'she')], 420021);
    expect(jumble.text).toMatch(/jumble sale/);
    expect(jumble.text).not.toMatch(/bake sale|flapjacks/);
    expect(entryOf('growing vegetables on the allotment with grandad')).not.toBe('new-food');
    expect(entryOf('my son will not eat his vegetables')).toBe('new-food');
  });

  it('helps in a place at the work that place is for, never a seagull helped home', () => {
    expect(entryOf('helping mum in the kitchen')).toBe('baking');
    expect(entryOf('helping nana in her garden')).toBe('gardening');
    const shed = book('helping grandad in his shed', '3-5', [child('Evie', 'she'), adult('Grandad', 'he')], 420010, 'short');
    expect(shed.text).toMatch(/shed/);
    expect(shed.text).toMatch(/hammer|plank|saw/);
    expect(shed.text).not.toMatch(/seagull|lullaby/);
  });

  it('tells being a twin with the twin beside the hero, and being an only child, never a seagull or a lullaby', () => {
    expect(entryOf('twins who want to be different from each other')).toBe('being-a-twin');
    expect(entryOf('being an only child when everyone else has siblings')).toBe('only-child');
    const twins = book('twins who want to be different from each other', '9-12', [child('Esme', 'she'), child('Ella', 'she')], 420023, 'long', 'Esme and Ella are twins');
    expect(twins.text).toMatch(/Esme and Ella were twins/);
    expect(twins.text).not.toMatch(/seagull|best friends/);
    const only = book('being an only child when everyone else has siblings', '9-12', [child('Mateo', 'he')], 420019, 'short');
    expect(only.text).toMatch(/only child/);
    expect(only.text).not.toMatch(/lullaby|sleepy stars/);
  });

  it('paints a room indoors: no grass, no wind, nobody coming out to look', () => {
    const room = book('decorating my new bedroom', '6-8', [child('Hattie', 'she'), adult('Mum', 'she')], 420014);
    expect(room.text).toMatch(/bedroom/);
    expect(room.text).not.toMatch(/grass|the wind|came out to look/);
  });

  it('throws snowballs in a snowball fight, and watches caterpillars turn into butterflies, as their entries\' own variants', () => {
    const snow = book('a snowball fight in the park', '3-5', [child('Max', 'he'), child('Ada', 'she')], 420012, 'long', 'Ada is his cousin');
    expect(snow.text).toMatch(/snowball/);
    expect(snow.text).not.toMatch(/snowman stood tall/);
    const bugs = book('watching caterpillars turn into butterflies at nursery', '3-5', [child('Arjun', 'he')], 420008, 'short');
    expect(bugs.text).toMatch(/caterpillar/);
    expect(bugs.text).not.toMatch(/magnifying glass|ladybird/);
  });

  it('reads out loud with a stammer as the stammer is: the stuck word, nobody finishing it, the easy start', () => {
    const { text } = book('having a stammer and reading out loud in class', '6-8', [child('Ben', 'he')], 420013, 'short');
    expect(text).toMatch(/stuck/);
    expect(text).toMatch(/easy start|own time/);
    expect(text).not.toMatch(/Dad was with Ben/);
  });

  it('reads a theme before its last phrase of purpose, place or company when the whole reads as nothing', () => {
    const kind = (theme: string) => readTheme(theme).kind;
    expect(kind('going to the bakery with grandpa for a bun')).toBe('day');
    expect(kind('the climbing wall at the leisure centre')).toBe('day');
    expect(kind('learning to play tennis with grandma')).toBe('habit');
    // A creature's who-it-is and a thing with no doing stay unread: nothing before the phrase reads either.
    expect(kind('a dragon who could not fly')).toBe('unplaced');
    expect(kind('a fox in its den')).toBe('unplaced');
  });

  it('takes a boat on a canal or a lake, and a safari park, as their own variants, never the sea\'s seals or the zoo\'s penguins', () => {
    const canal = book('a canal boat holiday', '6-8', [child('Bella', 'she'), adult('Dad', 'he')], 430016);
    expect(canal.text).toMatch(/lock|towpath/);
    expect(canal.text).not.toMatch(/seals?\b|harbour|lullaby/);
    const lake = book('a ride on a boat on the lake', '3-5', [child('Theo', 'he'), adult('Dada', 'he')], 430004);
    expect(lake.text).not.toMatch(/seals?\b|the bay/);
    const safari = book('a safari park trip with the cousins', '9-12', [child('Zac', 'he'), child('Lily', 'she')], 430021, 'medium', 'Lily is his cousin');
    expect(safari.text).toMatch(/safari park/);
    expect(safari.text).not.toMatch(/penguin/);
  });

  it('tells a first martial-arts class as learning to fall, never a grading, and a musical with its songs', () => {
    const judo = book('first judo lesson', '6-8', [child('Kenji', 'he')], 430013, 'short');
    expect(judo.text).toMatch(/first class/);
    expect(judo.text).not.toMatch(/grading|examiner/);
    const musical = book('a theatre trip to see a musical', '9-12', [child('Chloe', 'she'), adult('Dad', 'he')], 430024);
    expect(musical.text).toMatch(/song/);
  });
});
