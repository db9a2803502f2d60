import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../errors/app-error';

/** Streams a blob whose URL was signed for its owner (see MediaUrls). Content never changes under a key. */
export function registerMediaRoutes(app: FastifyInstance, context: AppContext): void {
  // GET /media/*
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/*',
    {
      config: { rateLimit: false },
      schema: { hide: true, params: z.object({ '*': z.string() }), querystring: z.object({ sig: z.string().default(''), exp: z.coerce.number().int().positive().max(2 ** 40).optional() }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { sig, exp } = request.query;
      if (!context.media.isValid(key, sig, exp, context.clock.now())) throw notFound('File');
      const head = await context.blobs.head(key);
      if (!head) throw notFound('File');
      return reply
        .header('content-type', head.contentType ?? 'application/octet-stream')
        .header('content-length', String(head.size))
        // A link that expires must not outlive its expiry in a cache.
        .header('cache-control', exp === undefined ? 'private, max-age=31536000, immutable' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await context.blobs.get(key));
    },
  );
}
