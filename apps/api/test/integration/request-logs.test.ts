import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { fetchMedia } from '../support/books';
import { uniqueEmail } from '../support/accounts';

const lines: string[] = [];
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({}, { log: createLogger('info', { write: (line: string) => void lines.push(line) }) });
});
afterAll(() => product.stop());

const logsOf = (requestId: string) => lines.filter((line) => line.includes(requestId)).map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });

/** The request's log lines once its completion is logged: Fastify logs it after the answer has gone out. */
async function completedLogsOf(requestId: string) {
  await vi.waitFor(() => expect(logsOf(requestId).map((line) => line.msg)).toContain('request completed'), { timeout: 5_000 });
  return logsOf(requestId);
}

describe('request logs', () => {
  it('record a media link without its signature', async () => {
    await product.context.blobs.put('log-test/picture.txt', Buffer.from('a picture'));
    const url = product.context.media.urlFor('log-test/picture.txt');
    const signature = new URLSearchParams(url.split('?')[1]).get('sig')!;
    const forged = url.replace(signature, `${signature.slice(0, -3)}xyz`);

    for (const link of [url, forged]) {
      const response = await fetchMedia(product, link);
      const logged = await completedLogsOf(response.headers['x-request-id'] as string);
      expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(logged[0]!.req!.url).toBe(link.replace(/sig=.*$/, 'sig=[redacted]'));
    }
    expect(lines.join('\n')).not.toContain(signature.slice(0, 20));
  });

  it('record a reset link without its token', async () => {
    const page = await product.app.inject({ method: 'GET', url: '/reset-password?token=secret-reset-token-123' });
    expect(logsOf(page.headers['x-request-id'] as string)[0]!.req!.url).toBe('/reset-password?token=[redacted]');
    expect(lines.join('\n')).not.toContain('secret-reset-token-123');
  });

  it('carry the request id on every line written while it is handled, services\u2019 lines too, and once on each', async () => {
    const bot = { name: 'Bot', email: uniqueEmail('bot'), topic: 'printing_and_delivery', message: 'Buy cheap things from us today, friend.', website: 'http://spam.example', form_started_at: product.clock.now().getTime() - 20_000 };
    // Over a real connection, as the body arrives in the socket's own events.
    const address = await product.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/v1/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bot) });
    const requestId = response.headers.get('x-request-id')!;
    const logged = await completedLogsOf(requestId);
    // The contact service logs through the process logger, after the JSON body has been read.
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'contact form: dropped a bot submission', 'request completed']);
    for (const line of lines.filter((raw) => raw.includes(requestId))) expect(line.match(/"reqId"/g)).toHaveLength(1);
  });
});
