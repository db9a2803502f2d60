import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createShareLinkRequestSchema, shareLinkListSchema, shareLinkSchema, sharedBookSchema } from '@studio/contracts/share-links';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { mediaLinkQuery } from '../media/routes';
import { assertMediaLink, sendBlob } from '../media/send-blob';
import type { RouteLimit } from '../rate-limits/route-limits';
import { createShareLink, listShareLinks, revokeShareLink } from './share-links';
import { readSharedBook, sharedPictureKey, sharedPictureName } from './shared-book';

/**
 * Opening a shared book is public: it is limited per network only, since the token is 256 random bits
 * that name no account (nothing to count per e-mail or customer). Generous, as a school class may open one book together.
 */
export const SHARED_READ_LIMIT: RouteLimit = {
  perIp: { name: 'shared-read:ip', limit: 600, windowSeconds: 3600, message: 'Too many shared books were opened from your network this hour.' },
};

/** Issue 32: the owner's share links of a book, and the public read behind one. */
export function registerShareLinkRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['share-links'];
  const preValidation = app.authenticate;
  const storyParams = z.object({ id: z.string() });

  // GET /api/v1/stories/{id}/share-links
  app.get('/api/v1/stories/:id/share-links', { preValidation, schema: { tags, params: storyParams, response: { 200: shareLinkListSchema } } }, async (request) =>
    listShareLinks(context, request.customerId, request.params.id),
  );

  // POST /api/v1/stories/{id}/share-links
  app.post('/api/v1/stories/:id/share-links', { preValidation, schema: { tags, params: storyParams, body: createShareLinkRequestSchema, response: { 201: shareLinkSchema } } }, async (request, reply) =>
    reply.status(201).send(await createShareLink(context, request.customerId, request.params.id, request.body)),
  );

  // DELETE /api/v1/stories/{id}/share-links/{link_id}
  app.delete(
    '/api/v1/stories/:id/share-links/:link_id',
    { preValidation, schema: { tags, params: z.object({ id: z.string(), link_id: z.string() }), response: { 200: shareLinkSchema } } },
    async (request) => revokeShareLink(context, request.customerId, request.params.id, request.params.link_id),
  );

  // GET /api/v1/shared/{token}
  app.get('/api/v1/shared/:token', { config: { routeLimit: SHARED_READ_LIMIT }, schema: { tags, params: z.object({ token: z.string() }), response: { 200: sharedBookSchema } } }, async (request, reply) => {
    const book = await readSharedBook(context, request.params.token);
    // The answer carries picture links that expire; no shared cache may keep it, and no search engine list it.
    return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').send(book);
  });

  // GET /media/shared/{image_id}/{size}: a shared book's picture, by a signed link that names the picture, not its folder.
  const pictureParams = z.object({ image_id: z.string(), size: z.enum(['screen', 'thumb']) });
  app.get('/media/shared/:image_id/:size', { config: { rateLimit: false }, schema: { hide: true, params: pictureParams, querystring: mediaLinkQuery } }, async (request, reply) => {
    const { sig, exp } = request.query;
    const { image_id: imageId, size } = request.params;
    assertMediaLink(context, sharedPictureName(imageId, size), exp, sig);
    const key = await sharedPictureKey(context, imageId, size);
    if (!key) throw notFound('File');
    return sendBlob(context, reply, key, exp!);
  });
}
