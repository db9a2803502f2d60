import { join } from 'node:path';
import { inject } from 'vitest';
import { findLatestMessageTo } from '../../apps/api/src/infra/mail/read-outbox';

/** The latest 6-digit code e-mailed to `email` by the running product (its outbox under DATA_DIR). */
export async function codeFromOutbox(email: string, timeoutMs = 15_000, dataDir = inject('dataDir')): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = await findLatestMessageTo(outbox, email);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code e-mailed to ${email}`);
}
