import { AGE_GROUPS, STORY_LENGTHS, storyInputsSchema, type AgeGroup, type Character, type StoryInputs, type StoryLength } from '@studio/contracts/stories';

/** One story of the review set: what a parent typed, and what they asked to change before approving. */
export interface ReviewCase {
  id: string;
  /** Which cast (with its theme and setting) the story was written for. */
  cast: string;
  inputs: StoryInputs;
  seed: number;
  /** Feedback given to the idea, in order, before the story is written. */
  refinements: string[];
}

const child = (name: string, pronoun: Character['pronoun'], extra: Partial<Character> = {}): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits: [], ...extra });
const animal = (name: string, species: NonNullable<Character['species']>, pronoun: Character['pronoun']): Character => ({ name, kind: 'animal', species, pronoun, appearance: {}, traits: [] });
const grownUp = (name: string, pronoun: Character['pronoun']): Character => ({ name, kind: 'grown-up', pronoun, appearance: {}, traits: [] });
const creature = (name: string, species: NonNullable<Character['species']>, pronoun: Character['pronoun']): Character => ({ name, kind: 'creature', species, pronoun, appearance: {}, traits: [] });

/** Casts as parents write them: she / he / they, animals, creatures and grown-ups, a long name, names that are also words. */
const CASTS: Array<{ label: string; characters: Character[]; theme?: string; lesson?: string; setting?: StoryInputs['setting']; tone?: StoryInputs['tone'] }> = [
  { label: 'a girl alone', characters: [child('Maya', 'she', { traits: ['curious'] })], theme: 'a lost kite', setting: 'forest' },
  { label: 'a boy and his dog', characters: [child('Leo', 'he', { traits: ['brave'] }), animal('Biscuit', 'dog', 'he')], theme: 'a birthday surprise', setting: 'home', tone: 'funny' },
  { label: 'a child called they, and a dragon', characters: [child('Sam', 'they'), creature('Sparks', 'dragon', 'they')], lesson: 'It is okay to make mistakes', setting: 'castle', tone: 'adventurous' },
  { label: 'a long name, a cat and a name that is a word', characters: [child('Anastasia', 'she', { traits: ['shy'] }), animal('Pepper', 'cat', 'she'), child('Hope', 'she')], theme: 'the first snow of winter', setting: 'snow', tone: 'cozy' },
  { label: 'a teacher and two children', characters: [grownUp('Mr Patel', 'he'), child('Zara', 'she', { traits: ['kind'] }), child('Noah', 'he')], theme: 'a school trip', setting: 'farm', tone: 'heartwarming' },
];

const AGES: AgeGroup[] = [...AGE_GROUPS];
const LENGTHS: StoryLength[] = [...STORY_LENGTHS];

/** Feedback parents give an idea before approving it. */
const REFINEMENTS: Record<string, string[]> = {
  'a-girl-alone-6-8-medium': ['add a character named Otto the owl'],
  'a-boy-and-his-dog-3-5-long': ['make it funnier'],
  'a-child-called-they-and-a-dragon-9-12-medium': ['set it at the beach'],
  'a-long-name-a-cat-and-a-name-that-is-a-word-0-2-short': ['make it shorter'],
  'a-teacher-and-two-children-6-8-long': ['add a grandma named Rose'],
  'a-teacher-and-two-children-3-5-medium': ['make it scarier'],
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Every cast at every age and length: 60 stories, the same ones on every run. */
export const REVIEW_CASES: ReviewCase[] = CASTS.flatMap((cast, castIndex) =>
  AGES.flatMap((age, ageIndex) =>
    LENGTHS.map((length, lengthIndex) => {
      const id = `${slug(cast.label)}-${age}-${length}`;
      const inputs = storyInputsSchema.parse({ characters: cast.characters, age_group: age, story_length: length, theme: cast.theme, lesson: cast.lesson, setting: cast.setting, tone: cast.tone });
      return { id, cast: cast.label, inputs, seed: 1000 + castIndex * 100 + ageIndex * 10 + lengthIndex, refinements: REFINEMENTS[id] ?? [] };
    }),
  ),
);
