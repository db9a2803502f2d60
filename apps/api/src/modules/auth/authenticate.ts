import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unauthorized } from '../../errors/app-error';
import { AccessTokens } from './access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` pre-handler; empty on public routes. */
    customerId: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Adds `app.authenticate`, a pre-handler that accepts `Authorization: Bearer <access token>`. */
export function registerAuthentication(app: FastifyInstance, context: AppContext): void {
  const tokens = new AccessTokens(context.config.jwtSecret, context.config.accessTokenTtlSeconds);
  app.decorateRequest('customerId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized('Not authenticated');
    const customerId = await tokens.verify(match[1], context.clock.now());
    if (!customerId) throw unauthorized('Your session has expired. Please sign in again.');
    request.customerId = customerId;
  });
}
