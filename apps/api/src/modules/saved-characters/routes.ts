import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tempCharacterImageSchema } from '@studio/contracts/books';
import { saveFromStoryRequestSchema, savedCharacterListSchema, savedCharacterSchema, savedCharacterWriteSchema } from '@studio/contracts/saved-characters';
import type { AppContext } from '../../app-context';
import { assertMayUploadPhotos } from '../characters/character-photos';
import { withPhotoForm } from '../characters/photo-files';
import { COST_LIMITS } from '../rate-limits/route-limits';
import {
  changeSavedCharacter,
  copyPhotoForNewStory,
  createSavedCharacter,
  deleteSavedCharacter,
  deleteSavedCharacterPhoto,
  listSavedCharacters,
  saveFromStory,
  uploadSavedCharacterPhoto,
} from './service';

const params = z.object({ id: z.string() });

/** A family's saved characters (issue 33), "My characters". */
export function registerSavedCharacterRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved characters'];
  const authenticated = { preValidation: app.authenticate };

  // GET /api/v1/characters
  app.get('/api/v1/characters', { ...authenticated, schema: { tags, response: { 200: savedCharacterListSchema } } }, async (request) =>
    listSavedCharacters(context, request.customerId),
  );

  // POST /api/v1/characters
  app.post('/api/v1/characters', { ...authenticated, schema: { tags, body: savedCharacterWriteSchema, response: { 201: savedCharacterSchema } } }, async (request, reply) =>
    reply.status(201).send(await createSavedCharacter(context, request.customerId, request.body)),
  );

  // POST /api/v1/characters/from-story
  app.post('/api/v1/characters/from-story', { ...authenticated, schema: { tags, body: saveFromStoryRequestSchema, response: { 201: savedCharacterSchema } } }, async (request, reply) =>
    reply.status(201).send(await saveFromStory(context, request.customerId, request.body.story_id, request.body.character_index)),
  );

  // PUT /api/v1/characters/{id}
  app.put('/api/v1/characters/:id', { ...authenticated, schema: { tags, params, body: savedCharacterWriteSchema, response: { 200: savedCharacterSchema } } }, async (request) =>
    changeSavedCharacter(context, request.customerId, request.params.id, request.body),
  );

  // DELETE /api/v1/characters/{id}
  app.delete('/api/v1/characters/:id', { ...authenticated, schema: { tags, params } }, async (request, reply) => {
    await deleteSavedCharacter(context, request.customerId, request.params.id);
    return reply.status(204).send();
  });

  // POST /api/v1/characters/{id}/photo (multipart: file). Plan first: a free plan gets 403 before the upload is read.
  app.post('/api/v1/characters/:id/photo', { ...authenticated, config: { routeLimit: COST_LIMITS.uploads }, schema: { tags, params, response: { 200: savedCharacterSchema } } }, async (request) => {
    await assertMayUploadPhotos(context, request.customerId);
    return withPhotoForm(context, request, (form) => uploadSavedCharacterPhoto(context, request.customerId, request.params.id, form));
  });

  // DELETE /api/v1/characters/{id}/photo
  app.delete('/api/v1/characters/:id/photo', { ...authenticated, schema: { tags, params, response: { 200: savedCharacterSchema } } }, async (request) =>
    deleteSavedCharacterPhoto(context, request.customerId, request.params.id),
  );

  // POST /api/v1/characters/{id}/story-photo: the saved photo copied for a new story's draft.
  app.post('/api/v1/characters/:id/story-photo', { ...authenticated, config: { routeLimit: COST_LIMITS.photoCopies }, schema: { tags, params, response: { 201: tempCharacterImageSchema } } }, async (request, reply) =>
    reply.status(201).send(await copyPhotoForNewStory(context, request.customerId, request.params.id)),
  );
}
