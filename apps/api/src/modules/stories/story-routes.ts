import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_BOOK_PAGE, pagedSchema, pageQuerySchema } from '@studio/contracts/pagination';
import {
  pageUpdateSchema,
  storyDraftCreateRequestSchema,
  storyDraftRequestSchema,
  storyDraftResponseSchema,
  storyFilterQuerySchema,
  storyFilterResponseSchema,
  storyIdeaQuerySchema,
  storyIdeaResponseSchema,
  storyIdRequestSchema,
  storyJobResponseSchema,
  storyListItemSchema,
  storyPageResponseSchema,
  storyPatchSchema,
  storySchema,
  storySummarySchema,
} from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import { deleteStory } from './delete-story';
import { parseOrThrow } from '../../lib/validate';
import { createDraft, getStory, patchStory } from './drafts';
import { readFormFields } from './form-body';
import { approveIdea, getStoryIdea } from './ideas';
import { filterStoriesJson, listStories, summarizeStories } from './listings';
import { sendJson } from '../../lib/json-reply';
import { updatePage } from './pages';
import { generateStory } from './writing';
import { COST_LIMITS } from '../rate-limits/route-limits';
import { wholeNumber } from '@studio/contracts/numbers';

const idParams = z.object({ id: z.string() });

/** Spec §7 "Stories". */
export function registerStoryEndpoints(scope: FastifyInstance, context: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['stories'];
  const authenticated = { preValidation: app.authenticate };

  // The spec's paths end in a slash; both spellings answer.
  for (const path of ['/api/v1/stories', '/api/v1/stories/']) {
    // POST /api/v1/stories/
    app.post(path, { ...authenticated, config: { routeLimit: COST_LIMITS.aiText }, schema: { tags, body: storyDraftRequestSchema, response: { 202: storyJobResponseSchema } } }, async (request, reply) =>
      reply.status(202).send(await generateStory(context, request.customerId, request.body.inputs, request.body.engine)),
    );
    // GET /api/v1/stories/
    app.get(path, { ...authenticated, schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(storyListItemSchema) } } }, async (request) =>
      listStories(context, request.customerId, request.query),
    );
  }

  // POST /api/v1/stories/draft
  app.post('/api/v1/stories/draft', { ...authenticated, schema: { tags, body: storyDraftCreateRequestSchema, response: { 201: storyDraftResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await createDraft(context, request.customerId, request.body.inputs, request.body.character_photos, request.body.engine)),
  );

  // GET /api/v1/stories/summary
  app.get('/api/v1/stories/summary', { ...authenticated, schema: { tags, response: { 200: storySummarySchema } } }, async (request) =>
    summarizeStories(context, request.customerId),
  );

  // GET /api/v1/stories/filter
  app.get('/api/v1/stories/filter', { ...authenticated, schema: { tags, querystring: storyFilterQuerySchema, response: { 200: storyFilterResponseSchema } } }, async (request, reply) =>
    sendJson(reply, await filterStoriesJson(context, request.customerId, request.query)),
  );

  // POST /api/v1/stories/approve-idea
  app.post('/api/v1/stories/approve-idea', { ...authenticated, schema: { tags, response: { 200: storyIdeaResponseSchema } } }, async (request) => {
    const { story_id } = parseOrThrow(storyIdRequestSchema, await readFormFields(request));
    return approveIdea(context, request.customerId, story_id);
  });

  // GET /api/v1/stories/{id}
  app.get('/api/v1/stories/:id', { ...authenticated, schema: { tags, params: idParams, response: { 200: storySchema } } }, async (request) =>
    getStory(context, request.customerId, request.params.id),
  );

  // PATCH /api/v1/stories/{id}
  // DELETE /api/v1/stories/{id}
  app.delete('/api/v1/stories/:id', { ...authenticated, schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteStory(context, request.customerId, request.params.id);
    return reply.code(204).send();
  });

  app.patch('/api/v1/stories/:id', { ...authenticated, schema: { tags, params: idParams, body: storyPatchSchema, response: { 200: storySchema } } }, async (request) =>
    patchStory(context, request.customerId, request.params.id, request.body),
  );

  // GET /api/v1/stories/{id}/story-idea
  app.get('/api/v1/stories/:id/story-idea', { ...authenticated, config: { routeLimit: COST_LIMITS.aiText }, schema: { tags, params: idParams, querystring: storyIdeaQuerySchema, response: { 200: storyIdeaResponseSchema } } }, async (request) =>
    getStoryIdea(context, request.customerId, request.params.id, request.query.engine),
  );

  // PATCH /api/v1/stories/{id}/pages/{page}
  app.patch(
    '/api/v1/stories/:id/pages/:page',
    {
      ...authenticated,
      schema: { tags, params: idParams.extend({ page: wholeNumber(z.number().int().min(1).max(MAX_BOOK_PAGE)) }), body: pageUpdateSchema, response: { 200: storyPageResponseSchema } },
    },
    async (request) => updatePage(context, request.customerId, request.params.id, request.params.page, request.body.text),
  );
}
