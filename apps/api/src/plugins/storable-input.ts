import type { FastifyInstance } from 'fastify';
import { assertStorableText } from '../lib/storable-text';

/**
 * Refuses, on every route and before its schema runs, a JSON or form body, query or path parameter
 * holding a string PostgreSQL cannot store (NUL, lone surrogates): 400 naming the field, nothing
 * written. Multipart fields are checked where forms are read (lib/multipart.ts).
 */
export function registerStorableInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    assertStorableText(request.params, 'path');
    assertStorableText(request.query, 'query');
    assertStorableText(request.body);
    done();
  });
}
