import type { FastifyInstance } from 'fastify';

// JSON escapes a quote inside a string, so these match only keys of the document itself.
const TOKEN_KEYS = ['"access_token":', '"refresh_token":'];

/**
 * Every answer that carries an access or refresh token (sign-in, refresh, a verification that signs in,
 * and any route added later) is kept by no browser or proxy cache. One hook on the serialised body
 * rather than a line per route, so a new way to sign in cannot forget it.
 */
export function registerNoStoreForTokens(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (typeof payload === 'string' && TOKEN_KEYS.some((key) => payload.includes(key))) {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    }
    done(null, payload);
  });
}
