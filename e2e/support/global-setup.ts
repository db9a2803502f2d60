import type { TestProject } from 'vitest/node';
import { startProductServer } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the product the way `npm start` does (API + SPA + workers) on a fresh DATA_DIR, shared by the suites. */
export default async function setup(project: TestProject) {
  const server = await startProductServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
