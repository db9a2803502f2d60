import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { assertMediaLink, sendBlob } from './send-blob';

// Anything but one string (absent, repeated) reads as absent, so a mangled link is refused as altered.
const linkPart = z.string().optional().catch(undefined);
export const mediaLinkQuery = z.object({ sig: linkPart, exp: linkPart });

/** Streams a blob whose URL was signed for its owner (see MediaUrls). Content never changes under a key. */
export function registerMediaRoutes(app: FastifyInstance, context: AppContext): void {
  // GET /media/*
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/*',
    {
      config: { rateLimit: false },
      schema: { hide: true, params: z.object({ '*': z.string() }), querystring: mediaLinkQuery },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { sig, exp } = request.query;
      assertMediaLink(context, key, exp, sig);
      return sendBlob(context, reply, key, exp!);
    },
  );
}
