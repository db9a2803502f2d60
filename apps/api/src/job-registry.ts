import type { AppContext } from './context';
import type { JobDefinition } from './modules/jobs/job-definition';
import { createSendEmailJob } from './modules/mail/send-email-job';
import { createRenewSubscriptionsJob } from './modules/subscriptions/renewal-job';
import { createWriteStoryJob } from './modules/stories/write-story-job';
import { createIllustrateBookJob } from './modules/books/illustrate-book-job';
import { createExportPdfJob } from './modules/pdf-exports/export-pdf-job';

/** Every job the product runs. Each process registers all of them; workers also run them. */
export function jobDefinitions(context: AppContext): Array<JobDefinition<never>> {
  return [createSendEmailJob(context), createRenewSubscriptionsJob(context), createWriteStoryJob(context), createIllustrateBookJob(context), createExportPdfJob(context)] as Array<JobDefinition<never>>;
}
