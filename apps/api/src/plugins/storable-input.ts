import type { FastifyInstance } from 'fastify';
import { assertNestingDepth } from '../lib/nesting-depth';
import { assertStorableText } from '../lib/storable-text';

/**
 * Refuses, on every route and before its schema runs, a JSON or form body, query or path parameter
 * holding a string PostgreSQL cannot store (NUL, lone surrogates): 400 naming the field, nothing
 * written. Multipart fields are checked where forms are read (lib/multipart.ts). A body nested deeper
 * than any the API takes is refused first (400), so neither this walk nor a schema's can overflow the stack.
 */
export function registerStorableInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    assertStorableText(request.params, 'path');
    assertStorableText(request.query, 'query');
    assertNestingDepth(request.body);
    assertStorableText(request.body);
    done();
  });
}
