import type { FastifyInstance } from 'fastify';
import { withAiDeadline } from '../infra/ai/call-deadline';

/**
 * Every request's AI calls together end within `budgetMs` of its arrival (AI_REQUEST_TIMEOUT_MS), so a
 * route that asks a provider several times still answers (502/503) before the client's 300 s are up.
 * The handler runs inside the deadline: it is called from this hook's `done`.
 */
export function registerAiRequestDeadline(app: FastifyInstance, budgetMs: number): void {
  app.addHook('preHandler', (_request, reply, done) => withAiDeadline(Date.now() - reply.elapsedTime + budgetMs, done));
}
