import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFormFieldsOnly } from '../../lib/multipart';

/** Form posts carry a few short fields, never files worth keeping. */
const FORM_LIMIT_BYTES = 64 * 1024;

/** Lets routes in this scope take application/x-www-form-urlencoded bodies as plain objects. */
export function acceptUrlEncodedForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** The fields of a form post (spec §7 "form: …"): multipart, URL-encoded or JSON alike. */
export async function readFormFields(request: FastifyRequest): Promise<unknown> {
  if (request.isMultipart()) return readFormFieldsOnly(request, FORM_LIMIT_BYTES);
  return request.body ?? {};
}
