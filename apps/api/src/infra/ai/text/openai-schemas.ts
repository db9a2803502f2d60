import { z } from 'zod';
import { ACTIONS, CHARACTER_KINDS, MOODS, PRONOUNS, SETTINGS, SPECIES, STORY_LENGTHS, TIMES_OF_DAY, TONES } from '@studio/contracts/stories';

/**
 * Shapes the model must answer in (structured outputs, strict mode): every field required, optional
 * values as null, no defaults. Answers are parsed with these and then with the product's own schemas.
 */
const modelCharacter = z.object({
  name: z.string(),
  kind: z.enum(CHARACTER_KINDS),
  species: z.enum(SPECIES).nullable(),
  pronoun: z.enum(PRONOUNS),
  traits: z.array(z.string()),
  appearance: z.object({ hair: z.string().nullable(), skin_tone: z.string().nullable(), clothing: z.string().nullable(), fur: z.string().nullable() }),
});
export type ModelCharacter = z.infer<typeof modelCharacter>;

export const modelIdeaSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  plot: z.string().min(1),
  setting: z.enum(SETTINGS),
  lesson: z.string().min(1),
  tone: z.enum(TONES),
  characters: z.array(modelCharacter).min(1),
});
export type ModelIdea = z.infer<typeof modelIdeaSchema>;

export const modelRefinedIdeaSchema = modelIdeaSchema.extend({ story_length: z.enum(STORY_LENGTHS) });

export const modelOutlineSchema = z.object({
  outline: z.array(z.object({ page_number: z.number().int(), beat: z.string().min(1), summary: z.string().min(1) })),
});

export const modelPagesSchema = z.object({
  pages: z.array(
    z.object({
      page_number: z.number().int(),
      text: z.string().min(1),
      scene: z.object({
        setting: z.enum(SETTINGS),
        time_of_day: z.enum(TIMES_OF_DAY),
        characters: z.array(z.string()),
        action: z.enum(ACTIONS),
        mood: z.enum(MOODS),
      }),
    }),
  ),
});

export const modelSuggestionsSchema = z.object({ suggestions: z.array(z.string().min(1)).min(1) });
