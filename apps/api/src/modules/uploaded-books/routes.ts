import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema } from '@studio/contracts/pagination';
import { previewQuerySchema, uploadedBookListQuerySchema, uploadedBookSchema, uploadedBookUpdateSchema } from '@studio/contracts/uploaded-books';
import type { AppContext } from '../../app-context';
import { sendAttachment } from '../../lib/send-attachment';
import { uploadBook } from './upload-book';
import { changeBook, getBook, listBooks, openOriginal, openPreview, removeBook } from './uploaded-books';
import { COST_LIMITS } from '../rate-limits/route-limits';

const bookParams = z.object({ id: z.string() });

/** Spec §7 "Uploaded books". Every endpoint is the owner's: another customer's id is 404. */
export function registerUploadedBookRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['uploaded books'];
  const preValidation = app.authenticate;

  // POST /api/v1/uploaded-books/upload
  app.post('/api/v1/uploaded-books/upload', { preValidation, config: { routeLimit: COST_LIMITS.uploads }, schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadedBookSchema } } }, async (request, reply) =>
    reply.code(201).send(await uploadBook(context, request.customerId, request)),
  );

  // GET /api/v1/uploaded-books
  app.get('/api/v1/uploaded-books', { preValidation, schema: { tags, querystring: uploadedBookListQuerySchema, response: { 200: pagedSchema(uploadedBookSchema) } } }, async (request) =>
    listBooks(context, request.customerId, request.query.page, request.query.per_page),
  );

  // GET /api/v1/uploaded-books/{id}
  app.get('/api/v1/uploaded-books/:id', { preValidation, schema: { tags, params: bookParams, response: { 200: uploadedBookSchema } } }, async (request) =>
    getBook(context, request.customerId, request.params.id),
  );

  // PUT /api/v1/uploaded-books/{id}
  app.put('/api/v1/uploaded-books/:id', { preValidation, schema: { tags, params: bookParams, body: uploadedBookUpdateSchema, response: { 200: uploadedBookSchema } } }, async (request) =>
    changeBook(context, request.customerId, request.params.id, request.body),
  );

  // DELETE /api/v1/uploaded-books/{id}
  app.delete('/api/v1/uploaded-books/:id', { preValidation, schema: { tags, params: bookParams } }, async (request, reply) => {
    await removeBook(context, request.customerId, request.params.id);
    return reply.code(204).send();
  });

  // GET /api/v1/uploaded-books/{id}/download
  app.get('/api/v1/uploaded-books/:id/download', { preValidation, schema: { tags, params: bookParams } }, async (request, reply) => {
    return sendAttachment(reply, await openOriginal(context, request.customerId, request.params.id), 'application/pdf');
  });

  // GET /api/v1/uploaded-books/{id}/preview
  app.get('/api/v1/uploaded-books/:id/preview', { preValidation, schema: { tags, params: bookParams, querystring: previewQuerySchema } }, async (request, reply) => {
    const picture = await openPreview(context, request.customerId, request.params.id, request.query.page, request.query.size);
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=300').send(picture);
  });
}
