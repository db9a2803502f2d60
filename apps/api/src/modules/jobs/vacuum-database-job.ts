import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineJob } from './job-definition';
import { EVERY_HOUR, scheduleJob } from './schedule-job';

export const VACUUM_DATABASE_JOB = 'vacuum-database';

/**
 * PostgreSQL's autovacuum keeps statistics and the visibility map fresh; the embedded PGlite runs none,
 * and without them its plans fall back to reading whole tables (the admin dashboard took three times
 * as long). Once an hour the worker does what autovacuum would. On PostgreSQL it does nothing.
 */
export async function vacuumEmbeddedDatabase(context: AppContext): Promise<{ vacuumed: boolean }> {
  if (context.database.kind !== 'pglite') return { vacuumed: false };
  await context.database.query('vacuum analyze');
  return { vacuumed: true };
}

export function createVacuumDatabaseJob(context: AppContext) {
  return defineJob({ name: VACUUM_DATABASE_JOB, version: 1, payload: z.object({}), retryLimit: 0, handler: () => vacuumEmbeddedDatabase(context) });
}

export async function scheduleDatabaseVacuum(context: AppContext): Promise<void> {
  await scheduleJob(context, VACUUM_DATABASE_JOB, EVERY_HOUR);
}
