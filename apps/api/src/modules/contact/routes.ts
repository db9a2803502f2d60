import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@studio/contracts/contact';
import type { AppContext } from '../../context';
import { CONTACT_ROUTE_LIMIT, receiveContactMessage } from './contact';

export function registerContactRoutes(fastify: FastifyInstance, context: AppContext): void {
  // POST /api/v1/contact — public.
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/contact',
    { config: { routeLimit: CONTACT_ROUTE_LIMIT }, schema: { tags: ['contact'], body: contactRequestSchema, response: { 202: contactResponseSchema } } },
    async (request, reply) => reply.code(202).send(await receiveContactMessage(context, request.body, request.ip)),
  );
}
