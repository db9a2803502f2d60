import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../errors/app-error';
import { isValidBlobKey } from '../../infra/blob-store/blob-key';
import { BlobNotFoundError } from '../../infra/blob-store/blob-store';

// Anything but one string (absent, repeated) reads as absent, so a mangled link is refused as altered.
const linkPart = z.string().optional().catch(undefined);

const refusal = {
  expired: () => forbidden('This link has expired. Reload the page to get a new one.', 'media_link_expired'),
  invalid: () => forbidden('This link is not valid: it was changed or cut short. Reload the page to get a new one.', 'media_link_invalid'),
};

/** Streams a blob whose URL was signed for its owner (see MediaUrls). Content never changes under a key. */
export function registerMediaRoutes(app: FastifyInstance, context: AppContext): void {
  // GET /media/*
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/*',
    {
      config: { rateLimit: false },
      schema: { hide: true, params: z.object({ '*': z.string() }), querystring: z.object({ sig: linkPart, exp: linkPart }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { sig, exp } = request.query;
      const link = context.media.check(key, exp, sig);
      if (link !== 'valid') throw refusal[link]();
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
    },
  );
}
