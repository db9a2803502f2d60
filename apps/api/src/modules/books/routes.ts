import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_BOOK_PAGE } from '@studio/contracts/pagination';
import {
  bookGenerateRequestSchema,
  bookGenerateResponseSchema,
  bookCreditCosts,
  bookCreditCostsSchema,
  bookImageSchema,
  bookImageVersionsQuerySchema,
  bookImageVersionsSchema,
  bookSchema,
  imageModelsSchema,
  regenerateImageRequestSchema,
  restoreImageRequestSchema,
} from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { imageProvider } from './image-provider-for';
import { getCreditCosts } from '../credits/costs';
import { getBook } from './book-view';
import { generateBook } from './generate-book';
import { listPagePictures, regeneratePagePicture, restorePagePicture } from './page-pictures';
import { COST_LIMITS } from '../rate-limits/route-limits';
import { wholeNumber } from '@studio/contracts/numbers';

const pageParams = z.object({ id: z.string(), page: wholeNumber(z.number().int().min(0).max(MAX_BOOK_PAGE)) });

/** Spec §7: POST /api/v1/books/generate and the page pictures under /generate-image/story/…; page 0 is the cover. */
export function registerBookRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['books'];
  const preValidation = app.authenticate;

  // POST /api/v1/books/generate
  app.post('/api/v1/books/generate', { preValidation, config: { routeLimit: COST_LIMITS.images }, schema: { tags, body: bookGenerateRequestSchema, response: { 202: bookGenerateResponseSchema } } }, async (request, reply) =>
    reply.status(202).send(await generateBook(context, request.customerId, request.body.story_id, { useHighQuality: request.body.options.use_high_quality_mode, pages: request.body.options.pages })),
  );

  // GET /api/v1/books/image-models
  app.get('/api/v1/books/image-models', { preValidation, schema: { tags, response: { 200: imageModelsSchema } } }, async () => {
    const provider = imageProvider(context);
    return { provider: provider.name, standard: provider.modelFor('standard'), high_quality: provider.modelFor('high') };
  });

  // Public: /pricing and the credit dialogs say what a credit buys, from the costs the administrators set.
  // GET /api/v1/books/credit-costs
  app.get('/api/v1/books/credit-costs', { schema: { tags, response: { 200: bookCreditCostsSchema } } }, async () => {
    const [costs, provider] = [await getCreditCosts(context), imageProvider(context)];
    return bookCreditCosts({ standard: costs[provider.modelFor('standard')], high_quality: costs[provider.modelFor('high')] });
  });

  // GET /api/v1/books/{id}
  app.get('/api/v1/books/:id', { preValidation, schema: { tags, params: z.object({ id: z.string() }), response: { 200: bookSchema } } }, async (request) =>
    getBook(context, request.customerId, request.params.id),
  );

  // POST /generate-image/story/{id}/page/{page}
  app.post(
    '/generate-image/story/:id/page/:page',
    { preValidation, config: { routeLimit: COST_LIMITS.images }, schema: { tags, params: pageParams, body: regenerateImageRequestSchema.nullish(), response: { 201: bookImageSchema } } },
    async (request, reply) => {
      const { use_high_quality_mode } = regenerateImageRequestSchema.parse(request.body ?? {});
      return reply.status(201).send(await regeneratePagePicture(context, request.customerId, request.params.id, request.params.page, use_high_quality_mode));
    },
  );

  // GET /generate-image/story/{id}/page/{page}/versions
  app.get('/generate-image/story/:id/page/:page/versions', { preValidation, schema: { tags, params: pageParams, querystring: bookImageVersionsQuerySchema, response: { 200: bookImageVersionsSchema } } }, async (request) =>
    listPagePictures(context, request.customerId, request.params.id, request.params.page, request.query),
  );

  // POST /generate-image/story/{id}/page/{page}/restore
  app.post(
    '/generate-image/story/:id/page/:page/restore',
    { preValidation, schema: { tags, params: pageParams, body: restoreImageRequestSchema, response: { 200: bookImageSchema } } },
    async (request) => restorePagePicture(context, request.customerId, request.params.id, request.params.page, request.body.version),
  );
}
