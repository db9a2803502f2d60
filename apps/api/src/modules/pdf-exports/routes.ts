import type { FastifyInstance } from 'fastify';
import { pdfExportRequestSchema, pdfExportSchema } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { registerBookFileExportRoutes } from '../book-file-exports/export-routes';
import { getPdfExport, openPdfDownload, startPdfExport } from './pdf-exports';

/** Spec §7 "PDF": POST /export-pdf/ and GET /export-pdf/download/{id}; GET /export-pdf/{id} for the status and preflight. */
export function registerPdfExportRoutes(fastify: FastifyInstance, context: AppContext): void {
  // POST /export-pdf/
  // GET /export-pdf/{id}
  // GET /export-pdf/download/{id}
  registerBookFileExportRoutes(fastify, context, {
    path: '/export-pdf',
    tags: ['pdf'],
    request: pdfExportRequestSchema,
    answer: pdfExportSchema,
    contentType: 'application/pdf',
    start: startPdfExport,
    get: getPdfExport,
    openDownload: openPdfDownload,
  });
}
