import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { characterImagesSchema, tempCharacterImageSchema } from '@studio/contracts/books';
import type { AppContext } from '../../context';
import type { ParsedMultipart } from '../../lib/multipart';
import {
  assertMayUploadPhotos,
  bulkUploadPhotos,
  deleteCharacterPhoto,
  listCharacterPhotos,
  uploadCharacterPhoto,
  uploadPhotosInOrder,
  uploadTempPhoto,
} from './character-photos';
import { readPhotoForm } from './photo-files';

const PREFIX = '/api/v1/character-upload/stories/:id/characters';
const storyParams = z.object({ id: z.string() });
const characterParams = storyParams.extend({ index: z.coerce.number().int().min(0).max(20) });

/** Spec §7 "Character images" and the two /stories/upload-character-images forms. */
export function registerCharacterRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['characters'];
  const authenticated = { preHandler: app.authenticate };

  /** Plan first (403 before the upload is read), then the form, size-limited while streaming. */
  const photoForm = async (request: FastifyRequest): Promise<ParsedMultipart> => {
    await assertMayUploadPhotos(context, request.customerId);
    return readPhotoForm(context, request);
  };

  app.post('/characters/temp/upload-image', { ...authenticated, schema: { tags, response: { 201: tempCharacterImageSchema } } }, async (request, reply) =>
    reply.status(201).send(await uploadTempPhoto(context, request.customerId, await photoForm(request))),
  );

  app.post(`${PREFIX}/:index/image`, { ...authenticated, schema: { tags, params: characterParams, response: { 200: characterImagesSchema } } }, async (request) =>
    uploadCharacterPhoto(context, request.customerId, request.params.id, request.params.index, await photoForm(request)),
  );

  app.post(`${PREFIX}/bulk-upload`, { ...authenticated, schema: { tags, params: storyParams, response: { 200: characterImagesSchema } } }, async (request) =>
    bulkUploadPhotos(context, request.customerId, request.params.id, await photoForm(request)),
  );

  app.get(`${PREFIX}/images`, { ...authenticated, schema: { tags, params: storyParams, response: { 200: characterImagesSchema } } }, async (request) =>
    listCharacterPhotos(context, request.customerId, request.params.id),
  );

  app.delete(`${PREFIX}/:index/image`, { ...authenticated, schema: { tags, params: characterParams } }, async (request, reply) => {
    await deleteCharacterPhoto(context, request.customerId, request.params.id, request.params.index);
    return reply.status(204).send();
  });

  app.post('/api/v1/stories/upload-character-images-only', { ...authenticated, schema: { tags, response: { 200: characterImagesSchema } } }, async (request) =>
    uploadPhotosInOrder(context, request.customerId, await photoForm(request), { readsTargetAge: false }),
  );

  app.post('/api/v1/stories/upload-character-images', { ...authenticated, schema: { tags, response: { 200: characterImagesSchema } } }, async (request) =>
    uploadPhotosInOrder(context, request.customerId, await photoForm(request), { readsTargetAge: true }),
  );
}
