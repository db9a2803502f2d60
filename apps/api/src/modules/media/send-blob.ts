import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../errors/app-error';
import { isValidBlobKey } from '../../infra/blob-store/blob-key';
import { BlobNotFoundError } from '../../infra/blob-store/blob-store';

const refusal = {
  expired: () => forbidden('This link has expired. Reload the page to get a new one.', 'media_link_expired'),
  invalid: () => forbidden('This link is not valid: it was changed or cut short. Reload the page to get a new one.', 'media_link_invalid'),
};

/** Refuses a media link that is not valid now: altered (or cut short) before expired, as ADR 004 says. */
export function assertMediaLink(context: AppContext, signed: string, exp: string | undefined, sig: string | undefined): void {
  const link = context.media.check(signed, exp, sig);
  if (link !== 'valid') throw refusal[link]();
}

/** Streams a stored blob, cached no longer than the link (`exp`, checked before) it was asked by. */
export async function sendBlob(context: AppContext, reply: FastifyReply, key: string, exp: string): Promise<FastifyReply> {
  // A correctly signed key that no blob may have (one the store would refuse) names no file.
  const head = isValidBlobKey(key) ? await context.blobs.head(key) : null;
  if (!head) throw notFound('File');
  const body = await context.blobs.get(key).catch((error: unknown) => {
    throw error instanceof BlobNotFoundError ? notFound('File') : error;
  });
  return reply
    .header('content-type', head.contentType ?? 'application/octet-stream')
    .header('content-length', String(head.size))
    // A cached copy must not outlive the link it was fetched by.
    .header('cache-control', `private, max-age=${context.media.secondsLeft(Number(exp))}, immutable`)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
