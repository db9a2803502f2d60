import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SerialisedJson, sendJson } from './json-reply';

const large = new SerialisedJson(JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => ({ id: `story-${i}`, title: 'The Lantern Fox' })) }));
const small = new SerialisedJson(JSON.stringify({ items: [] }));

async function app() {
  const server = Fastify();
  server.get('/large', (_request, reply) => sendJson(reply, large));
  server.get('/small', (_request, reply) => sendJson(reply, small));
  await server.ready();
  return server;
}

describe('sendJson', () => {
  it('gzips a large body for a client that accepts gzip, once, and sends it plain to one that does not', async () => {
    const server = await app();
    const zipped = await server.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
    expect(zipped.rawPayload.length).toBeLessThan(large.json.length / 5);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(large.json);
    expect(await large.gzip()).toBe(await large.gzip());

    const plain = await server.inject({ method: 'GET', url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(large.json);
  });

  it('sends a small body as it is', async () => {
    const server = await app();
    const response = await server.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(small.json);
  });
});
