import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../src/modules/mail/send-email-job';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { startTestProduct, type TestProduct } from '../support/test-product';

/** Queued e-mails drain at the rate people need them (issue 17): hundreds a minute, not one per polling interval. */

let product: TestProduct | undefined;
let catcher: SmtpCatcher | undefined;

afterEach(async () => {
  await product?.stop();
  await catcher?.close();
  product = undefined;
  catcher = undefined;
});

const recipient = (index: number) => `reader${index}@example.com`;

async function queueEmails(running: TestProduct, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await enqueueEmail(running.context, { to: recipient(index), subject: `Your code ${index}`, text: `Your code is ${100000 + index}.` }, null);
  }
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const outboxCount = async (outboxDir: string) => (await readdir(outboxDir).catch(() => [])).filter((name) => name.endsWith('.eml')).length;

describe('sending queued e-mail', () => {
  it('delivers 300 queued e-mails to the outbox within 60 s', { timeout: 120_000 }, async () => {
    product = await startTestProduct({}, { role: 'api' });
    await queueEmails(product, 300);
    const running = product;
    const started = Date.now();
    await running.context.jobs.startWorkers();

    await waitUntil(async () => (await outboxCount(running.outboxDir)) >= 300, 60_000, 'not all 300 e-mails reached the outbox');
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await outboxCount(running.outboxDir)).toBe(300);
  });

  it('sends over SMTP on at most MAIL_CONCURRENCY connections, several at once', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpCatcher({ messageDelayMs: 50 });
    catcher = smtp;
    product = await startTestProduct({ SMTP_URL: smtp.url, MAIL_CONCURRENCY: '3' }, { role: 'api' });
    await queueEmails(product, 30);
    await product.context.jobs.startWorkers();

    await waitUntil(async () => smtp.recipients.length >= 30, 30_000, 'not all 30 e-mails reached the SMTP server');
    expect([...smtp.recipients].sort()).toEqual(Array.from({ length: 30 }, (_, index) => recipient(index)).sort());
    expect(smtp.peak.connections).toBeLessThanOrEqual(3);
    expect(smtp.peak.messages).toBeLessThanOrEqual(3);
    expect(smtp.peak.messages).toBeGreaterThan(1);
  });
});
