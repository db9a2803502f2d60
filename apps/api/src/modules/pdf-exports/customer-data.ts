import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { pdfExports } from '../../db/schema';
import { EXPORT_PDF_JOB } from './export-pdf-job';
import { listPdfFilesOf } from './export-files';
import { exportFilesOfStory } from './story-export-files';

export const pdfExportData: CustomerDataHolder<AppContext> = {
  module: 'pdf-exports',
  tables: [pdfExports],
  customerFolders: ['pdf-exports'],
  jobsWritingCustomerFiles: [EXPORT_PDF_JOB],
  filesOfDeletedStory: async (tx, story) => ({ keys: await exportFilesOfStory(tx, story.id) }),
  async exportFiles(context, customerId) {
    return (await listPdfFilesOf(context.db, customerId)).map((pdf) => ({ key: pdf.key, path: `files/stories/${pdf.storyId}/pdf-exports/${pdf.exportId}.pdf`, kind: 'pdf_export' as const, belongsTo: pdf.exportId }));
  },
};
