import { storyIdeaSchema, storyInputsSchema } from '@studio/contracts/stories';
import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { fitToSchema } from '../../lib/fit-to-schema';

/**
 * A story's details and idea within the contract's limits. Stories stored before AI answers were held to
 * those limits (a 200-character lesson, twelve characters) read and edit like any other, cut to fit.
 */
export const storedInputs = (inputs: StoryInputs): StoryInputs => fitToSchema(storyInputsSchema, inputs);

export const storedIdea = (idea: StoryIdea): StoryIdea => fitToSchema(storyIdeaSchema, idea);
