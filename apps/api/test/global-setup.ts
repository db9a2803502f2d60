import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate } from './support/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

/** Once per run: the migrated PGlite dump every in-memory test product starts from (none on PostgreSQL). */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', process.env.TEST_DATABASE_URL ? null : await ensurePgliteTemplate());
}
