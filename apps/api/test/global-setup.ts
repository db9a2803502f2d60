import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate } from './support/pglite-template';
import { ensurePostgresTemplate } from './support/postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    postgresTemplate: string | null;
  }
}

/**
 * Once per run: the migrated empty database every test product starts from — a PGlite dump, or a
 * template database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('pgliteTemplate', serverUrl ? null : await ensurePgliteTemplate());
  project.provide('postgresTemplate', serverUrl ? await ensurePostgresTemplate(serverUrl) : null);
}
