import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  outlineResponseSchema,
  refineIdeaRequestSchema,
  storyIdeaResponseSchema,
  storyJobResponseSchema,
  storyWritingRequestSchema,
  suggestionRequestSchema,
  suggestionResponseSchema,
} from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import { parseOrThrow } from '../../lib/validate';
import { readFormFields } from './form-body';
import { refineStoryIdea } from './ideas';
import { writeChapterOutline } from './outline';
import { suggestForField } from './suggestions';
import { completeStorybook } from './writing';
import { COST_LIMITS } from '../rate-limits/route-limits';


/** Spec §7 "Generation" (the text part) and suggestions. */
export function registerGenerationEndpoints(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['generation'];
  const authenticated = { preValidation: app.authenticate };

  // POST /api/v1/generate/refine-story-idea
  app.post('/api/v1/generate/refine-story-idea', { ...authenticated, config: { routeLimit: COST_LIMITS.aiText }, schema: { tags, response: { 200: storyIdeaResponseSchema } } }, async (request) => {
    const form = parseOrThrow(refineIdeaRequestSchema, await readFormFields(request));
    return refineStoryIdea(context, request.customerId, form.story_id, form.user_feedback, form.engine);
  });

  // POST /api/v1/generate/chapter-outline
  app.post('/api/v1/generate/chapter-outline', { ...authenticated, config: { routeLimit: COST_LIMITS.aiText }, schema: { tags, body: storyWritingRequestSchema, response: { 200: outlineResponseSchema } } }, async (request) =>
    writeChapterOutline(context, request.customerId, request.body.story_id, request.body.engine),
  );

  // POST /api/v1/generate/complete-storybook
  app.post('/api/v1/generate/complete-storybook', { ...authenticated, config: { routeLimit: COST_LIMITS.aiText }, schema: { tags, body: storyWritingRequestSchema, response: { 202: storyJobResponseSchema } } }, async (request, reply) =>
    reply.status(202).send(await completeStorybook(context, request.customerId, request.body.story_id, request.body.engine)),
  );

  // POST /api/v1/suggestions
  app.post('/api/v1/suggestions', { ...authenticated, config: { routeLimit: COST_LIMITS.aiText }, schema: { tags, body: suggestionRequestSchema, response: { 200: suggestionResponseSchema } } }, async (request) =>
    suggestForField(context, request.customerId, request.body),
  );
}
