import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@studio/contracts/contact';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { CONTACT_ROUTE_LIMIT, receiveContactMessage } from './contact';

/** The customer a valid access token names, if the form was sent signed in; anyone may write without one. */
async function signedInSender(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    await fastify.authenticate(request, reply);
    return request.customerId;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export function registerContactRoutes(fastify: FastifyInstance, context: AppContext): void {
  // POST /api/v1/contact — public.
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/contact',
    { config: { routeLimit: CONTACT_ROUTE_LIMIT }, schema: { tags: ['contact'], body: contactRequestSchema, response: { 202: contactResponseSchema } } },
    async (request, reply) => reply.code(202).send(await receiveContactMessage(context, request.body, request.ip, await signedInSender(fastify, request, reply))),
  );
}
