import type { FastifyInstance } from 'fastify';
import { withLogFields } from '../lib/log-context';

/** Lines logged while a request is handled carry its reqId, also those of services logging through the process logger. */
export function registerRequestLogScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => withLogFields({ reqId: request.id }, done));
}
