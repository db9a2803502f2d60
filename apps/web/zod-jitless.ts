/**
 * `zod` for the browser build (vite.config.ts aliases the bare specifier here): the same library with
 * `jitless` set before any schema parses. zod otherwise probes `new Function("")` to compile faster
 * parsers, and our Content-Security-Policy (script-src 'self', no eval) reports that probe as a
 * violation on every page with a form.
 */
import * as z from 'zod/v4';
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
