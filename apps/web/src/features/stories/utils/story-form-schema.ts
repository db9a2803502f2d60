import type { z } from 'zod';
import { storyDraftCreateRequestSchema } from '@studio/contracts/stories-api';

/**
 * The form edits the draft request as the client sends it (with target_age_range, which the server
 * renames, and the photos chosen for characters before the story exists).
 */
export const storyDraftFormSchema = storyDraftCreateRequestSchema.in;
export type StoryDraftFormInput = z.input<typeof storyDraftFormSchema>;
export type StoryDraftFormValues = z.output<typeof storyDraftFormSchema>;

export const FORM_STEPS = [
  { title: 'Characters', fields: ['characters'] },
  { title: 'Reader', fields: ['target_age_range', 'story_length'] },
  { title: 'Story', fields: ['theme', 'setting', 'lesson', 'tone', 'art_style', 'notes', 'dedication', 'belongs_to_page'] },
] as const;

export const NEW_CHARACTER: StoryDraftFormValues['characters'][number] = { name: '', kind: 'child', pronoun: 'they', appearance: {}, traits: [] };

export const DEFAULT_FORM_VALUES: StoryDraftFormInput = {
  characters: [NEW_CHARACTER],
  target_age_range: '3-5',
  story_length: 'short',
  tone: 'gentle',
  art_style: 'flat',
  character_photos: [],
};
