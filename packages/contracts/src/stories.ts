import { z } from 'zod';

/** Story inputs, pages and scenes (issue 5). The offline engine, the illustrator, API and web share these. */

export const AGE_GROUPS = ['0-2', '3-5', '6-8', '9-12'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const STORY_LENGTHS = ['short', 'medium', 'long'] as const;
export type StoryLength = (typeof STORY_LENGTHS)[number];
export const PAGES_BY_LENGTH: Record<StoryLength, number> = { short: 8, medium: 16, long: 24 };

export const CHARACTER_KINDS = ['child', 'grown-up', 'animal', 'creature'] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];

/** Children and grown-ups are people: they have hair, skin and clothes rather than a species. */
export const isPersonKind = (kind: CharacterKind | undefined): boolean => kind === 'child' || kind === 'grown-up';
export const ANIMAL_SPECIES = ['cat', 'dog', 'bunny', 'bear', 'fox', 'owl'] as const;
export const CREATURE_SPECIES = ['dragon', 'unicorn', 'robot'] as const;
export const SPECIES = [...ANIMAL_SPECIES, ...CREATURE_SPECIES] as const;
export type Species = (typeof SPECIES)[number];

export const PRONOUNS = ['she', 'he', 'they'] as const;
export type Pronoun = (typeof PRONOUNS)[number];

export const SETTINGS = [
  'forest', 'under the sea', 'space', 'city', 'castle', 'farm', 'home', 'beach', 'mountains', 'snow',
] as const;
export type Setting = (typeof SETTINGS)[number];

export const TIMES_OF_DAY = ['morning', 'day', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const MOODS = ['happy', 'excited', 'calm', 'curious', 'worried', 'sad', 'scared', 'proud', 'sleepy', 'surprised'] as const;
export type Mood = (typeof MOODS)[number];

/** What the characters on a page are doing; the illustrator poses and places them by it. */
export const ACTIONS = [
  'standing', 'walking', 'running', 'jumping', 'waving', 'hugging', 'pointing', 'sitting',
  'sleeping', 'looking', 'carrying', 'flying', 'swimming', 'dancing', 'reading', 'searching', 'celebrating',
] as const;
export type Action = (typeof ACTIONS)[number];

export const TONES = ['gentle', 'funny', 'adventurous', 'cozy', 'silly', 'heartwarming'] as const;
export type Tone = (typeof TONES)[number];

export const ART_STYLES = ['flat', 'watercolor', 'crayon'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

const shortText = (max: number) => z.string().trim().max(max);

/** Aids and looks a family wants to see drawn: set by the parent, or read from the words they typed. */
export const LOOK_FEATURES = ['wheelchair', 'glasses', 'hearing aid', 'headscarf', 'freckles'] as const;
export type LookFeature = (typeof LOOK_FEATURES)[number];

export const appearanceSchema = z.object({
  hair: shortText(40).optional(),
  hair_color: shortText(40).optional(),
  skin_tone: shortText(40).optional(),
  clothing: shortText(80).optional(),
  clothing_color: shortText(40).optional(),
  fur: shortText(40).optional(),
  features: z.array(z.enum(LOOK_FEATURES)).max(LOOK_FEATURES.length).optional(),
});
export type Appearance = z.infer<typeof appearanceSchema>;

export const characterSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Every character needs a name' }).max(40),
    kind: z.enum(CHARACTER_KINDS),
    species: z.enum(SPECIES).optional(),
    pronoun: z.enum(PRONOUNS).default('they'),
    appearance: appearanceSchema.default({}),
    traits: z.array(shortText(30).min(1)).max(5).default([]),
  })
  .refine((c) => isPersonKind(c.kind) || c.species !== undefined, {
    error: 'Animals and creatures need a species',
    path: ['species'],
  });
export type Character = z.infer<typeof characterSchema>;

/** A story's cast, as a parent gives it and as an idea keeps it. */
export const MAX_CHARACTERS = 6;
const castSchema = z.array(characterSchema).min(1, { error: 'Add at least one character' }).max(MAX_CHARACTERS);
const lessonSchema = shortText(160);

/** A dedication is a few words, not a letter. */
export const MAX_DEDICATION = 200;

/** A story's title, whether a parent or a writer chose it: it is printed on the cover. */
export const storyTitleSchema = z.string().trim().min(1).max(120);

/**
 * What a next adventure may call back to on a page or two, read by the server from the earlier book's
 * pages (issue 33). Each is a phrase ready for a sentence.
 */
export const rememberedSchema = z.object({
  /** Where the earlier book went, with its preposition: "at the old oak tree", "in the forest". */
  place: z.string().max(80).optional(),
  /** A creature the cast met there, with its article: "a hedgehog". */
  friend: z.string().max(80).optional(),
  /** A thing the earlier book was about, with its article: "the blue feather". */
  thing: z.string().max(80).optional(),
});
export type Remembered = z.infer<typeof rememberedSchema>;

export const storyInputsSchema = z.object({
  characters: castSchema,
  age_group: z.enum(AGE_GROUPS).default('3-5'),
  story_length: z.enum(STORY_LENGTHS).default('short'),
  theme: shortText(120).optional(),
  setting: z.enum(SETTINGS).optional(),
  lesson: lessonSchema.optional(),
  tone: z.enum(TONES).default('gentle'),
  art_style: z.enum(ART_STYLES).default('flat'),
  language: z.literal('en').default('en'),
  notes: shortText(1000).optional(),
  /** Words for a page before the story ("For Mia, love Grandma"); may change at any time (issue 33). */
  dedication: shortText(MAX_DEDICATION).optional(),
  /** A "This book belongs to" page with a line for the child's name, before the story; may change at any time. */
  belongs_to_page: z.boolean().optional(),
  /**
   * The earlier book of the customer's this story is another adventure after (issue 33). The title, the
   * series (the id of the series' first book), what is remembered and its plot are the server's, read from that book.
   */
  follows: z
    .object({
      story_id: z.string().max(64),
      title: z.string().max(120).default(''),
      series_id: z.string().max(64).optional(),
      remembered: rememberedSchema.optional(),
      /** The plot the earlier book told: a next adventure left to the writer tells another. */
      plot: z.string().max(64).optional(),
    })
    .optional(),
});
export type StoryInputs = z.infer<typeof storyInputsSchema>;

/** What one figure on a page is doing: the page's actions and the poses a sentence can give one figure. */
export const POSES = [...ACTIONS, 'reaching', 'hiding', 'climbing', 'laughing', 'crying', 'looking up'] as const;
export type PoseName = (typeof POSES)[number];

/** How near the picture's eye is: the whole place, the group, or faces. */
export const CAMERAS = ['wide', 'medium', 'close'] as const;
export type Camera = (typeof CAMERAS)[number];
export const PLACEMENTS = ['left', 'centre', 'right'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Someone on the page: a named character, or a creature the story meets ("hedgehog", with its species). */
export const sceneFigureSchema = z.object({
  name: z.string().max(80),
  /** A kind of the species table, for a creature that is not one of the story's characters. */
  species: z.string().max(40).optional(),
  pose: z.enum(POSES),
});
export type SceneFigure = z.infer<typeof sceneFigureSchema>;

/** Where the picture's eye stands: how near, where the group stands, which way the place is seen. */
export const compositionSchema = z.object({
  camera: z.enum(CAMERAS),
  placement: z.enum(PLACEMENTS),
  mirrored: z.boolean(),
});
export type Composition = z.infer<typeof compositionSchema>;

export const sceneSchema = z.object({
  setting: z.enum(SETTINGS),
  time_of_day: z.enum(TIMES_OF_DAY),
  characters: z.array(z.string()),
  action: z.enum(ACTIONS),
  mood: z.enum(MOODS),
  /** Everyone on the page and what each does; absent in scenes written before issue 34 (then `characters` do `action`). */
  figures: z.array(sceneFigureSchema).max(12).optional(),
  /** The things the page's text names that the illustrator draws (ids of the props table). */
  props: z.array(z.string().max(40)).max(12).optional(),
  /** The place within the setting the text names ("the little stream"). */
  place: z.string().max(80).optional(),
  composition: compositionSchema.optional(),
});
export type Scene = z.infer<typeof sceneSchema>;

/** An idea's cast and lesson become the story's details (inputs), so they keep the same limits. */
export const storyIdeaSchema = z.object({
  title: storyTitleSchema,
  summary: z.string(),
  characters: castSchema,
  setting: z.enum(SETTINGS),
  lesson: lessonSchema,
  /** Plot shape the idea follows, e.g. "quest"; engines may use their own vocabulary. */
  plot: z.string(),
  tone: z.enum(TONES),
  /** Seed that makes writing the story from this idea deterministic. */
  seed: z.number().int(),
  /** Whose story it is, when a wish made someone other than the first child the hero ("make the dog the hero"). */
  hero: z.string().max(80).optional(),
});
export type StoryIdea = z.infer<typeof storyIdeaSchema>;

export const outlineEntrySchema = z.object({ page_number: z.number().int().min(1), beat: z.string(), summary: z.string() });
export type OutlineEntry = z.infer<typeof outlineEntrySchema>;

export const storyPageSchema = z.object({
  page_number: z.number().int().min(1),
  text: z.string(),
  scene: sceneSchema,
});
export type StoryPage = z.infer<typeof storyPageSchema>;

export const SUGGESTION_FIELDS = ['title', 'theme', 'setting', 'lesson', 'character'] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];
