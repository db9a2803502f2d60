import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { epubExportRequestSchema, epubExportSchema } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { attachmentDisposition } from '../../lib/file-name';
import { COST_LIMITS } from '../rate-limits/route-limits';
import { getEpubExport, openEpubDownload, startEpubExport } from './epub-exports';

const idParams = z.object({ id: z.string() });

/** Issue 32: POST /export-epub/ and GET /export-epub/download/{id} beside the PDF export; GET /export-epub/{id} for the progress. */
export function registerEpubExportRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['epub'];
  const preValidation = app.authenticate;

  for (const path of ['/export-epub', '/export-epub/']) {
    // POST /export-epub/
    app.post(path, { preValidation, config: { routeLimit: COST_LIMITS.exports }, schema: { tags, body: epubExportRequestSchema, response: { 202: epubExportSchema } } }, async (request, reply) =>
      reply.status(202).send(await startEpubExport(context, request.customerId, request.body)),
    );
  }

  // GET /export-epub/{id}
  app.get('/export-epub/:id', { preValidation, schema: { tags, params: idParams, response: { 200: epubExportSchema } } }, async (request) =>
    getEpubExport(context, request.customerId, request.params.id),
  );

  // GET /export-epub/download/{id}
  app.get('/export-epub/download/:id', { preValidation, schema: { tags, params: idParams } }, async (request, reply) => {
    const file = await openEpubDownload(context, request.customerId, request.params.id);
    return reply
      .header('content-type', 'application/epub+zip')
      .header('content-length', String(file.size))
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
