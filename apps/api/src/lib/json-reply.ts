import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

const gzipAsync = promisify(gzip);

/** Below this a body is sent as it is: compressing it would cost more than it saves. */
const COMPRESS_FROM_BYTES = 8 * 1024;

/**
 * JSON serialised once (and checked against the route's response schema when it was made), kept with its
 * gzip form once a client has asked for one, so a cached list is neither serialised nor compressed again.
 */
export class SerialisedJson {
  private gzipped: Promise<Buffer> | undefined;

  constructor(readonly json: string) {}

  gzip(): Promise<Buffer> {
    this.gzipped ??= gzipAsync(this.json, { level: 6 });
    return this.gzipped;
  }
}

/**
 * Sends already serialised JSON, gzipped when the client accepts it and the body is large enough to gain.
 * Not `async`: a body sent as it is (most of them) makes no promise (ADR 027).
 */
export function sendJson(reply: FastifyReply, body: SerialisedJson): FastifyReply | Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').serializer((payload) => payload as string);
  if (body.json.length < COMPRESS_FROM_BYTES) return reply.send(body.json);
  reply.header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(reply.request.headers['accept-encoding'] ?? '')) return reply.send(body.json);
  return body.gzip().then((gzipped) => reply.header('content-encoding', 'gzip').send(gzipped));
}
