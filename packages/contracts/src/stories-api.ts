import { z } from 'zod';
import { STORY_FILTER_LIMIT } from './constants';
import { MAX_PAGE } from './pagination';
import { AGE_GROUPS, ART_STYLES, MAX_DEDICATION, STORY_LENGTHS, TONES, SUGGESTION_FIELDS, characterSchema, outlineEntrySchema, sceneSchema, storyIdeaSchema, storyInputsSchema, storyTitleSchema, type AgeGroup } from './stories';
import { wholeNumber } from './numbers';

/** Request and response shapes of the stories and generation endpoints (spec §7, issue 5). */

export const STORY_STATUSES = ['draft', 'idea_ready', 'approved', 'generating', 'complete', 'failed'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** Dashboard filters and the statuses each one shows. */
export const STORY_FILTER_KINDS = ['all', 'draft', 'in_progress', 'completed'] as const;
export type StoryFilterKind = (typeof STORY_FILTER_KINDS)[number];
export const STATUSES_BY_FILTER: Record<Exclude<StoryFilterKind, 'all'>, readonly StoryStatus[]> = {
  draft: ['draft', 'idea_ready'],
  in_progress: ['approved', 'generating', 'failed'],
  completed: ['complete'],
};

/**
 * Spec §3: the client sends `target_age_range`, the API keeps it as `age_group`. `age_group` is
 * accepted too, so a story read back from the API can be sent again unchanged.
 */
const ageFields = { target_age_range: z.enum(AGE_GROUPS).optional(), age_group: z.enum(AGE_GROUPS).optional() };
const ageGroupOf = (fields: { target_age_range?: AgeGroup; age_group?: AgeGroup }): AgeGroup => fields.target_age_range ?? fields.age_group ?? '3-5';

/**
 * Which engine writes: the configured one (an AI provider when one is set up; the default) or the
 * built-in offline writer, which a parent can choose when the AI provider is failing.
 */
export const TEXT_ENGINES = ['configured', 'built-in'] as const;
export type TextEngine = (typeof TEXT_ENGINES)[number];
const engineOption = { engine: z.enum(TEXT_ENGINES).optional() };

/** `POST /api/v1/stories/`: the story's details, and the engine to write it with. */
export const storyDraftRequestSchema = storyInputsSchema
  .extend({ ...ageFields, ...engineOption })
  .transform(({ target_age_range, age_group, engine, ...inputs }) => ({ inputs: { ...inputs, age_group: ageGroupOf({ target_age_range, age_group }) }, engine }));
export type StoryDraftRequest = z.input<typeof storyDraftRequestSchema>;

/**
 * A photo for one character of a story not created yet: one uploaded for it (`POST /characters/temp/upload-image`),
 * or a photo of the book it follows (its `image_id` in that book's photos), which the new story gets a copy of.
 */
export const draftPhotoSchema = z.object({
  character_index: z.number().int().min(0).max(5),
  image_id: z.uuid({ error: 'This photo is not one you uploaded' }),
});
export type DraftPhoto = z.infer<typeof draftPhotoSchema>;

/** `POST /api/v1/stories/draft`: the story's details and, on paid plans, the photos chosen before it existed. */
export const storyDraftCreateRequestSchema = storyInputsSchema
  .extend({ ...ageFields, ...engineOption, character_photos: z.array(draftPhotoSchema).max(6).optional() })
  .transform(({ target_age_range, age_group, character_photos, engine, ...inputs }) => ({
    inputs: { ...inputs, age_group: ageGroupOf({ target_age_range, age_group }) },
    character_photos: character_photos ?? [],
    engine,
  }));
export type StoryDraftCreateRequest = z.input<typeof storyDraftCreateRequestSchema>;

export const storyDraftResponseSchema = z.object({ story_id: z.string() });
export type StoryDraftResponse = z.infer<typeof storyDraftResponseSchema>;

export const storyJobResponseSchema = z.object({ story_id: z.string(), job_id: z.string() });
export type StoryJobResponse = z.infer<typeof storyJobResponseSchema>;

/**
 * PATCH /stories/{id}: a new title at any time; input fields (named as in the draft request) while
 * the idea is not yet approved. No defaults here: a field left out stays as it is.
 */
export const storyPatchSchema = z
  .object({
    title: storyTitleSchema.optional(),
    characters: storyInputsSchema.shape.characters.optional(),
    target_age_range: z.enum(AGE_GROUPS).optional(),
    age_group: z.enum(AGE_GROUPS).optional(),
    story_length: z.enum(STORY_LENGTHS).optional(),
    theme: storyInputsSchema.shape.theme,
    setting: storyInputsSchema.shape.setting,
    lesson: storyInputsSchema.shape.lesson,
    tone: z.enum(TONES).optional(),
    art_style: z.enum(ART_STYLES).optional(),
    notes: storyInputsSchema.shape.notes,
    /** The book's own pages, changeable at any time (Edit Mode too): an empty dedication removes it. */
    dedication: z.string().trim().max(MAX_DEDICATION, { error: `Keep the dedication to ${MAX_DEDICATION} characters` }).optional(),
    belongs_to_page: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: 'Nothing to change' });
export type StoryPatch = z.infer<typeof storyPatchSchema>;

export const storyPageResponseSchema = z.object({ page_number: z.number().int(), text: z.string(), scene: sceneSchema });
export type StoryPageResponse = z.infer<typeof storyPageResponseSchema>;

export const storySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(STORY_STATUSES),
  inputs: storyInputsSchema,
  idea: storyIdeaSchema.nullable(),
  outline: z.array(outlineEntrySchema).nullable(),
  pages: z.array(storyPageResponseSchema),
  page_count: z.number().int(),
  /** Why the last writing failed, while the status is `failed`. */
  failure_reason: z.string().nullable(),
  /** The job writing the pages, while one runs or after the last one. */
  job_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Story = z.infer<typeof storySchema>;

export const storyListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(STORY_STATUSES),
  age_group: z.enum(AGE_GROUPS),
  story_length: z.enum(STORY_LENGTHS),
  page_count: z.number().int(),
  pages_written: z.number().int(),
  job_id: z.string().nullable(),
  /** The first book of the series the story belongs to (issue 33): its own id when it follows no earlier book. */
  series_id: z.string(),
  /** The names of the story's characters, as the details give them. */
  cast: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoryListItem = z.infer<typeof storyListItemSchema>;

export const storyFilterQuerySchema = z.object({
  kind: z.enum(STORY_FILTER_KINDS).default('all'),
  skip: wholeNumber(z.number().int().min(0).max(MAX_PAGE * STORY_FILTER_LIMIT)).default(0),
  limit: wholeNumber(z.number().int().min(1).max(STORY_FILTER_LIMIT)).default(STORY_FILTER_LIMIT),
});
export type StoryFilterQuery = z.infer<typeof storyFilterQuerySchema>;

export const storyFilterResponseSchema = z.object({
  kind: z.enum(STORY_FILTER_KINDS),
  items: z.array(storyListItemSchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type StoryFilterResponse = z.infer<typeof storyFilterResponseSchema>;

export const storySummarySchema = z.object({
  total: z.number().int(),
  by_status: z.record(z.enum(STORY_STATUSES), z.number().int()),
  drafts: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
  pages_written: z.number().int(),
  recent: z.array(storyListItemSchema),
});
export type StorySummary = z.infer<typeof storySummarySchema>;

export const storyIdeaResponseSchema = z.object({
  story_id: z.string(),
  title: z.string(),
  summary: z.string(),
  characters: z.array(characterSchema),
  setting: z.string(),
  lesson: z.string(),
  tone: z.string(),
  /** 1 for the first idea, then one more for every refinement; earlier ideas are kept. */
  version: z.number().int(),
  status: z.enum(STORY_STATUSES),
});
export type StoryIdeaResponse = z.infer<typeof storyIdeaResponseSchema>;

export const storyIdRequestSchema = z.object({ story_id: z.string().trim().min(1, { error: 'story_id is required' }) });
export type StoryIdRequest = z.infer<typeof storyIdRequestSchema>;

/** `POST /api/v1/generate/complete-storybook` and `/chapter-outline`: the story, and the engine to write with. */
export const storyWritingRequestSchema = storyIdRequestSchema.extend(engineOption);
export type StoryWritingRequest = z.infer<typeof storyWritingRequestSchema>;

/** `GET /api/v1/stories/{id}/story-idea?engine=built-in` */
export const storyIdeaQuerySchema = z.object(engineOption);
export type StoryIdeaQuery = z.infer<typeof storyIdeaQuerySchema>;

export const refineIdeaRequestSchema = storyIdRequestSchema.extend({
  user_feedback: z.string().trim().min(1, { error: 'Tell us what to change' }).max(1000),
  ...engineOption,
});
export type RefineIdeaRequest = z.infer<typeof refineIdeaRequestSchema>;

export const outlineResponseSchema = z.object({ story_id: z.string(), outline: z.array(outlineEntrySchema) });
export type OutlineResponse = z.infer<typeof outlineResponseSchema>;

export const pageUpdateSchema = z.object({ text: z.string().trim().min(1, { error: 'A page needs some text' }).max(2000) });
export type PageUpdate = z.infer<typeof pageUpdateSchema>;

export const suggestionRequestSchema = z.object({
  field: z.enum(SUGGESTION_FIELDS),
  age_group: z.enum(AGE_GROUPS).optional(),
  story_id: z.string().optional(),
  ...engineOption,
});
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

export const suggestionResponseSchema = z.object({ field: z.enum(SUGGESTION_FIELDS), suggestions: z.array(z.string()) });
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;

/** The job result of complete-storybook and of POST /stories/. */
export const storyJobResultSchema = z.object({ story_id: z.string(), pages: z.number().int() });

/** Progress messages name the page just written, e.g. "Wrote page 3 of 8". */
export const pageProgressMessage = (page: number, total: number) => `Wrote page ${page} of ${total}`;
