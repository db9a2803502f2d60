import type { AppContext } from './app-context';
import type { JobDefinition } from './modules/jobs/job-definition';
import { createSendEmailJob } from './modules/mail/send-email-job';
import { createAccountEmailJob } from './modules/auth/account-email-job';
import { createRenewSubscriptionsJob, scheduleSubscriptionRenewals } from './modules/subscriptions/renewal-job';
import { createWriteStoryJob } from './modules/stories/write-story-job';
import { createIllustrateBookJob } from './modules/books/illustrate-book-job';
import { createMakePrintRastersJob } from './modules/books/make-print-rasters-job';
import { createExportPdfJob } from './modules/pdf-exports/export-pdf-job';
import { createExportEpubJob } from './modules/epub-exports/export-epub-job';
import { createPurgeTempPhotosJob, scheduleTempPhotoPurge } from './modules/characters/purge-temp-photos-job';
import { createMakePrintFilesJob } from './modules/print-orders/make-print-files-job';
import { createAnalyseBookJob } from './modules/uploaded-books/analyse-book-job';
import { createSweepPrintOrdersJob, schedulePrintOrderSweep } from './modules/print-orders/sweep-orders-job';
import { createVacuumDatabaseJob, scheduleDatabaseVacuum } from './modules/jobs/vacuum-database-job';
import { createDeleteAccountFilesJob } from './modules/privacy/delete-account-files-job';
import { createSettleRefundsJob, scheduleRefundSettlement } from './modules/payments/settle-refunds-job';
import { createReleaseStrandedHoldsJob, scheduleStrandedHoldRelease } from './modules/books/release-stranded-holds-job';

/** Every job the product runs. Each process registers all of them; workers also run them. */
export function jobDefinitions(context: AppContext): Array<JobDefinition<never>> {
  return [createSendEmailJob(context), createAccountEmailJob(context), createRenewSubscriptionsJob(context), createWriteStoryJob(context), createIllustrateBookJob(context), createMakePrintRastersJob(context), createExportPdfJob(context), createExportEpubJob(context), createPurgeTempPhotosJob(context), createSweepPrintOrdersJob(context), createMakePrintFilesJob(context), createAnalyseBookJob(context), createVacuumDatabaseJob(context), createDeleteAccountFilesJob(context), createReleaseStrandedHoldsJob(context), createSettleRefundsJob(context)] as Array<
    JobDefinition<never>
  >;
}

/** The jobs that run on a clock. pg-boss keeps schedules in the database; setting them at every start is idempotent. */
export async function scheduleRecurringJobs(context: AppContext): Promise<void> {
  await scheduleSubscriptionRenewals(context);
  await scheduleTempPhotoPurge(context);
  await schedulePrintOrderSweep(context);
  await scheduleDatabaseVacuum(context);
  await scheduleStrandedHoldRelease(context);
  await scheduleRefundSettlement(context);
}
