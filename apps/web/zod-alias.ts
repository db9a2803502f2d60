import { fileURLToPath } from 'node:url';

/** Sends the web app's `zod` imports through zod-jitless.ts (see there why), in the build and in tests alike. */
export const zodAlias = { find: /^zod$/, replacement: fileURLToPath(new URL('./zod-jitless.ts', import.meta.url)) };
