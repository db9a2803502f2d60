import type { FastifyInstance } from 'fastify';
import { scopedContext, type AppContext } from '../context';

/** Gives every request its own context, `request.appContext` (passed explicitly: no AsyncLocalStorage, ADR 027). */
export function registerRequestContext(app: FastifyInstance, context: AppContext): void {
  const budgetMs = context.config.openai.requestTimeoutMs;
  app.decorateRequest('appContext', null as unknown as AppContext);
  app.addHook('onRequest', (request, _reply, done) => {
    request.appContext = scopedContext(context, { log: request.log, aiDeadline: Date.now() + budgetMs });
    done();
  });
}
