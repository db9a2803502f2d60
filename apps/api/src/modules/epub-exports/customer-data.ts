import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { epubExports } from '../../db/schema';
import { epubFilesOfStory, listEpubFilesOf } from './epub-files';
import { EXPORT_EPUB_JOB } from './export-epub-job';

export const epubExportData: CustomerDataHolder<AppContext> = {
  module: 'epub-exports',
  tables: [epubExports],
  customerFolders: ['epub-exports'],
  jobsWritingCustomerFiles: [EXPORT_EPUB_JOB],
  filesOfDeletedStory: async (tx, story) => ({ keys: await epubFilesOfStory(tx, story.id) }),
  async exportFiles(context, customerId) {
    return (await listEpubFilesOf(context.db, customerId)).map((epub) => ({ key: epub.key, path: `files/stories/${epub.storyId}/epub-exports/${epub.exportId}.epub`, kind: 'epub_export' as const, belongsTo: epub.exportId }));
  },
};
