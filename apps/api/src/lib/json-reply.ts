import type { FastifyReply } from 'fastify';

/** Sends JSON that is already serialised (and was checked against the route's response schema when it was made). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer((payload) => payload as string).send(json);
}
