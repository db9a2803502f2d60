import { randomBytes } from 'node:crypto';
import type { ProviderArea, ProviderStatus, ProviderTestResult } from '@studio/contracts/admin-providers';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import type { AppContext } from '../../app-context';
import { readCustomer } from '../auth/customer-cache';
import { paymentProvider } from '../payments/provider';
import { printProvider } from '../print-orders/print-provider';
import { storyText } from '../stories/story-text';

/** Which adapter serves each area in this process, read from the configuration. */
export function listProviders(context: AppContext): ProviderStatus[] {
  const { config } = context;
  const openai = Boolean(config.openai.apiKey);
  return [
    config.mail.smtpUrl
      ? { area: 'mail', adapter: 'smtp', built_in: false, description: 'E-mails go out through the SMTP server in SMTP_URL' }
      : { area: 'mail', adapter: 'outbox', built_in: true, description: `E-mails are written as files to ${config.mail.outboxDir} instead of being sent` },
    openai
      ? { area: 'ai', adapter: 'openai', built_in: false, description: `Stories by ${config.openai.textModel}, pictures by ${config.openai.imageModel}` }
      : { area: 'ai', adapter: 'builtin', built_in: true, description: 'Stories by the built-in story engine, pictures by the built-in illustrator (no AI key set)' },
    config.stripe.secretKey
      ? { area: 'payments', adapter: 'stripe', built_in: false, description: 'Checkouts, renewals and refunds through Stripe' }
      : { area: 'payments', adapter: 'test', built_in: true, description: 'Test mode: nothing is charged' },
    config.storage.kind === 's3'
      ? { area: 'storage', adapter: 's3', built_in: false, description: `Files in the S3 bucket ${config.storage.bucket}` }
      : { area: 'storage', adapter: 'local', built_in: true, description: `Files in ${config.storage.rootDir}` },
    config.lulu
      ? { area: 'fulfilment', adapter: 'lulu', built_in: false, description: `Print jobs go to Lulu at ${config.lulu.apiUrl}` }
      : { area: 'fulfilment', adapter: 'manual', built_in: true, description: 'Paid orders wait for an administrator to print and move them on' },
  ];
}

/**
 * A real round trip through the area's adapter: a mail to the administrator, a moderation call, a
 * provider request, a file stored, read back and removed. A failure is a result, not an error.
 */
export async function testProvider(context: AppContext, adminId: string, area: ProviderArea): Promise<ProviderTestResult> {
  const probe = PROBES[area];
  const started = performance.now();
  let outcome: { ok: boolean; detail: string };
  try {
    outcome = await probe(context, adminId);
  } catch (error) {
    context.log.warn({ err: error, area }, 'provider test failed');
    outcome = { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  return { area, ok: outcome.ok, message: outcome.detail, duration_ms: Math.round(performance.now() - started) };
}

type Probe = (context: AppContext, adminId: string) => Promise<{ ok: boolean; detail: string }>;

const PROBES: Record<ProviderArea, Probe> = {
  async mail(context, adminId) {
    const admin = await readCustomer(context, adminId);
    if (!admin) throw new Error('Your account was not found');
    await context.mailer.send({
      to: admin.email,
      subject: `${PRODUCT_NAME}: test e-mail`,
      text: `This is a test e-mail from the ${PRODUCT_NAME} back office, sent at ${context.clock.now().toISOString()}.\n\nIf you can read it, e-mail works.`,
    });
    return { ok: true, detail: `A test e-mail was sent to ${admin.email}` };
  },
  async ai(context) {
    const verdict = await storyText(context).moderate('A friendly dragon shares a picnic with a little fox.');
    return !verdict.safe
      ? { ok: false, detail: 'The safety check flagged a harmless sentence: check the AI configuration' }
      : { ok: true, detail: `The ${storyText(context).name === 'openai' ? 'OpenAI' : 'built-in'} story service answered a safety check` };
  },
  payments: (context) => paymentProvider(context).check(),
  async storage(context) {
    const key = `health/provider-test-${randomBytes(6).toString('hex')}.txt`;
    const body = Buffer.from(`provider test ${context.clock.now().toISOString()}`);
    await context.blobs.put(key, body, { contentType: 'text/plain' });
    try {
      const read = await context.blobs.getBuffer(key);
      if (!read.equals(body)) return { ok: false, detail: 'A file was stored but read back different' };
    } finally {
      await context.blobs.delete(key);
    }
    return { ok: true, detail: 'A file was stored, read back and removed' };
  },
  fulfilment: (context) => printProvider(context).check(),
};
