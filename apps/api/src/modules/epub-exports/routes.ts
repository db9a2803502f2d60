import type { FastifyInstance } from 'fastify';
import { epubExportRequestSchema, epubExportSchema } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { registerBookFileExportRoutes } from '../book-file-exports/export-routes';
import { getEpubExport, openEpubDownload, startEpubExport } from './epub-exports';

/** Issue 32: POST /export-epub/ and GET /export-epub/download/{id} beside the PDF export; GET /export-epub/{id} for the progress. */
export function registerEpubExportRoutes(fastify: FastifyInstance, context: AppContext): void {
  // POST /export-epub/
  // GET /export-epub/{id}
  // GET /export-epub/download/{id}
  registerBookFileExportRoutes(fastify, context, {
    path: '/export-epub',
    tags: ['epub'],
    request: epubExportRequestSchema,
    answer: epubExportSchema,
    contentType: 'application/epub+zip',
    start: startEpubExport,
    get: getEpubExport,
    openDownload: openEpubDownload,
  });
}
