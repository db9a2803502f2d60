import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { singleImageRequestSchema, singleImageSchema } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { generateSinglePicture } from './single-picture';
import { COST_LIMITS } from '../rate-limits/route-limits';

/** Spec §7: POST /generate-image/ {prompt, style}: one picture, charged once stored. */
export function registerImageRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const path of ['/generate-image', '/generate-image/']) {
    // POST /generate-image/
    app.post(path, { preValidation: app.authenticate, config: { routeLimit: COST_LIMITS.images }, schema: { tags: ['images'], body: singleImageRequestSchema, response: { 201: singleImageSchema } } }, async (request, reply) =>
      reply.status(201).send(await generateSinglePicture(context, request.customerId, request.body)),
    );
  }
}
