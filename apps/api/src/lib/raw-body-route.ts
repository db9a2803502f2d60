import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors/app-error';

/**
 * A POST route that receives its JSON body as the exact bytes sent, for webhooks signed over those
 * bytes. It lives in its own plugin scope, so JSON is parsed as usual everywhere else.
 */
export async function registerRawJsonPost(
  app: FastifyInstance,
  path: string,
  tags: string[],
  handler: (rawBody: Buffer, request: FastifyRequest) => Promise<unknown>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(path, { config: { rateLimit: false }, schema: { tags, hide: true } }, async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Send the event as application/json', 'invalid_body');
      return handler(request.body, request);
    });
  });
}

/** A header's single value, or undefined when it is missing or repeated. */
export function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
