import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfExportRequestSchema, pdfExportSchema } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { attachmentDisposition } from '../../lib/file-name';
import { getPdfExport, openPdfDownload, startPdfExport } from './pdf-exports';
import { COST_LIMITS } from '../rate-limits/route-limits';

const idParams = z.object({ id: z.string() });

/** Spec §7 "PDF": POST /export-pdf/ and GET /export-pdf/download/{id}; GET /export-pdf/{id} for the status and preflight. */
export function registerPdfExportRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['pdf'];
  const preValidation = app.authenticate;

  for (const path of ['/export-pdf', '/export-pdf/']) {
    // POST /export-pdf/
    app.post(path, { preValidation, config: { routeLimit: COST_LIMITS.exports }, schema: { tags, body: pdfExportRequestSchema, response: { 202: pdfExportSchema } } }, async (request, reply) =>
      reply.status(202).send(await startPdfExport(context, request.customerId, request.body)),
    );
  }

  // GET /export-pdf/{id}
  app.get('/export-pdf/:id', { preValidation, schema: { tags, params: idParams, response: { 200: pdfExportSchema } } }, async (request) =>
    getPdfExport(context, request.customerId, request.params.id),
  );

  // GET /export-pdf/download/{id}
  app.get('/export-pdf/download/:id', { preValidation, schema: { tags, params: idParams } }, async (request, reply) => {
    const file = await openPdfDownload(context, request.customerId, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(file.size))
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
