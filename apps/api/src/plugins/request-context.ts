import type { FastifyInstance } from 'fastify';
import { scopedContext, type AppContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The process's context for this request, which handlers pass to services: what they log carries its
     * reqId (the request's logger), and its AI calls together end within AI_REQUEST_TIMEOUT_MS of its
     * arrival, so a route that asks a provider several times still answers (502/503) before the client's
     * 300 s are up (spec §9).
     */
    appContext: AppContext;
  }
}

/** Gives every request its own context (passed explicitly: no AsyncLocalStorage, ADR 027). */
export function registerRequestContext(app: FastifyInstance, context: AppContext): void {
  const budgetMs = context.config.openai.requestTimeoutMs;
  app.decorateRequest('appContext', null as unknown as AppContext);
  app.addHook('onRequest', (request, _reply, done) => {
    request.appContext = scopedContext(context, { log: request.log, aiDeadline: Date.now() + budgetMs });
    done();
  });
}
