import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { OutboxMailer } from './outbox-mailer';
import { listOutbox } from './read-outbox';
import { SmtpMailer } from './smtp-mailer';

describe('createMailer', () => {
  it('writes to the outbox when no SMTP URL is configured', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'create-mailer-'));
    const mailer = createMailer({ outboxDir, from: 'no-reply@studio.test' });
    try {
      expect(mailer).toBeInstanceOf(OutboxMailer);
      await mailer.send({ to: 'parent@example.com', subject: 'Hello', text: 'code 909090' });
      const [message] = await listOutbox(outboxDir);
      expect(message).toMatchObject({ to: 'parent@example.com', subject: 'Hello' });
    } finally {
      await mailer.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('uses SMTP when an SMTP URL is configured', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', outboxDir: '/unused', from: 'no-reply@studio.test' });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.close();
  });
});
