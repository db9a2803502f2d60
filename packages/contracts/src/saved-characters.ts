import { z } from 'zod';
import { characterSchema } from './stories';

/**
 * Saved characters (issue 33): the children, pets and grandparents a family keeps for its next books.
 * A story copies one into its own cast, so changing or deleting the saved one never changes a book.
 */
export const savedCharacterSchema = z.object({
  id: z.string(),
  character: characterSchema,
  /** An expiring media link to the photo (paid plans), or null. */
  photo_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedCharacter = z.infer<typeof savedCharacterSchema>;

/** `GET /api/v1/characters`: the customer's saved characters, oldest first, and what their plan allows. */
export const savedCharacterListSchema = z.object({
  characters: z.array(savedCharacterSchema),
  /** How many characters the plan keeps (plan settings, editable by administrators). */
  limit: z.number().int().min(0),
  photos_allowed: z.boolean(),
});
export type SavedCharacterList = z.infer<typeof savedCharacterListSchema>;

/** `POST /api/v1/characters` and `PUT /api/v1/characters/{id}`: the character itself, as a story's cast has it. */
export const savedCharacterWriteSchema = characterSchema;
export type SavedCharacterWrite = z.input<typeof savedCharacterWriteSchema>;

/** `POST /api/v1/characters/from-story`: "Save Mia for next time" on a story's character (with its photo, on paid plans). */
export const saveFromStoryRequestSchema = z.object({
  story_id: z.string().min(1),
  character_index: z.number().int().min(0).max(5),
});
export type SaveFromStoryRequest = z.infer<typeof saveFromStoryRequestSchema>;
