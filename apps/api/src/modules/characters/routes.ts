import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { characterImagesSchema, tempCharacterImageSchema } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import type { UploadForm } from '../../lib/multipart';
import {
  assertMayUploadPhotos,
  bulkUploadPhotos,
  deleteCharacterPhoto,
  listCharacterPhotos,
  uploadCharacterPhoto,
  uploadPhotosInOrder,
  uploadTempPhoto,
} from './character-photos';
import { withPhotoForm } from './photo-files';
import { COST_LIMITS } from '../rate-limits/route-limits';
import { wholeNumber } from '@studio/contracts/numbers';

const storyParams = z.object({ id: z.string() });
const characterParams = storyParams.extend({ index: wholeNumber(z.number().int().min(0).max(20)) });

/** Spec §7 "Character images" and the two /stories/upload-character-images forms. */
export function registerCharacterRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['characters'];
  const authenticated = { preValidation: app.authenticate };

  /** Plan first (403 before the upload is read), then the form, streamed to temporary files, size- and type-checked on the way. */
  const withPhotos = async <T>(request: FastifyRequest, use: (form: UploadForm) => Promise<T>): Promise<T> => {
    await assertMayUploadPhotos(context, request.customerId);
    return withPhotoForm(context, request, use);
  };

  // POST /characters/temp/upload-image
  app.post('/characters/temp/upload-image', { ...authenticated, config: { routeLimit: COST_LIMITS.uploads }, schema: { tags, response: { 201: tempCharacterImageSchema } } }, async (request, reply) =>
    reply.status(201).send(await withPhotos(request, (form) => uploadTempPhoto(context, request.customerId, form))),
  );

  // POST /api/v1/character-upload/stories/{id}/characters/{index}/image
  app.post('/api/v1/character-upload/stories/:id/characters/:index/image', { ...authenticated, config: { routeLimit: COST_LIMITS.uploads }, schema: { tags, params: characterParams, response: { 200: characterImagesSchema } } }, async (request) =>
    withPhotos(request, (form) => uploadCharacterPhoto(context, request.customerId, request.params.id, request.params.index, form)),
  );

  // POST /api/v1/character-upload/stories/{id}/characters/bulk-upload
  app.post('/api/v1/character-upload/stories/:id/characters/bulk-upload', { ...authenticated, config: { routeLimit: COST_LIMITS.uploads }, schema: { tags, params: storyParams, response: { 200: characterImagesSchema } } }, async (request) =>
    withPhotos(request, (form) => bulkUploadPhotos(context, request.customerId, request.params.id, form)),
  );

  // GET /api/v1/character-upload/stories/{id}/characters/images
  app.get('/api/v1/character-upload/stories/:id/characters/images', { ...authenticated, schema: { tags, params: storyParams, response: { 200: characterImagesSchema } } }, async (request) =>
    listCharacterPhotos(context, request.customerId, request.params.id),
  );

  // DELETE /api/v1/character-upload/stories/{id}/characters/{index}/image
  app.delete('/api/v1/character-upload/stories/:id/characters/:index/image', { ...authenticated, schema: { tags, params: characterParams } }, async (request, reply) => {
    await deleteCharacterPhoto(context, request.customerId, request.params.id, request.params.index);
    return reply.status(204).send();
  });

  // POST /api/v1/stories/upload-character-images-only
  app.post('/api/v1/stories/upload-character-images-only', { ...authenticated, config: { routeLimit: COST_LIMITS.uploads }, schema: { tags, response: { 200: characterImagesSchema } } }, async (request) =>
    withPhotos(request, (form) => uploadPhotosInOrder(context, request.customerId, form, { readsTargetAge: false })),
  );

  // POST /api/v1/stories/upload-character-images
  app.post('/api/v1/stories/upload-character-images', { ...authenticated, config: { routeLimit: COST_LIMITS.uploads }, schema: { tags, response: { 200: characterImagesSchema } } }, async (request) =>
    withPhotos(request, (form) => uploadPhotosInOrder(context, request.customerId, form, { readsTargetAge: true })),
  );
}
