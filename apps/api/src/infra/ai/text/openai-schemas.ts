import { z } from 'zod';
import { pageUpdateSchema } from '@studio/contracts/stories-api';
import { ACTIONS, appearanceSchema, characterSchema, CHARACTER_KINDS, MAX_CHARACTERS, MOODS, PRONOUNS, SETTINGS, SPECIES, STORY_LENGTHS, storyIdeaSchema, TIMES_OF_DAY, TONES } from '@studio/contracts/stories';

/**
 * Shapes the model must answer in (structured outputs, strict mode): every field required, optional
 * values as null, no defaults. Every limit comes from the product's own schemas (a lesson as long as a
 * story's lesson may be, at most as many characters as a story keeps), so the model is told them and an
 * answer beyond them is a bad answer, never a stored story that cannot be read back.
 */
const character = characterSchema.shape;
const appearance = appearanceSchema.shape;
const idea = storyIdeaSchema.shape;

const modelCharacter = z.object({
  name: character.name,
  kind: z.enum(CHARACTER_KINDS),
  species: z.enum(SPECIES).nullable(),
  pronoun: z.enum(PRONOUNS),
  traits: character.traits.unwrap(),
  appearance: z.object({
    hair: appearance.hair.unwrap().nullable(),
    skin_tone: appearance.skin_tone.unwrap().nullable(),
    clothing: appearance.clothing.unwrap().nullable(),
    fur: appearance.fur.unwrap().nullable(),
  }),
});
export type ModelCharacter = z.infer<typeof modelCharacter>;

const cast = z.array(modelCharacter).min(1).max(MAX_CHARACTERS);

export const modelIdeaSchema = z.object({
  title: idea.title,
  summary: z.string().min(1),
  plot: z.string().min(1),
  setting: z.enum(SETTINGS),
  lesson: idea.lesson.min(1),
  tone: z.enum(TONES),
  characters: cast,
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
      // As long as a parent may make a page when editing it.
      text: pageUpdateSchema.shape.text,
      scene: z.object({
        setting: z.enum(SETTINGS),
        time_of_day: z.enum(TIMES_OF_DAY),
        characters: z.array(character.name),
        action: z.enum(ACTIONS),
        mood: z.enum(MOODS),
      }),
    }),
  ),
});

export const modelSuggestionsSchema = z.object({ suggestions: z.array(z.string().min(1)).min(1) });
