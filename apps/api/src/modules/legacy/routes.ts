import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '@studio/contracts/errors';
import { AppError } from '../../errors/app-error';

/** Spec §7's legacy endpoints, and the endpoint that does each one's job now. */
const RETIRED_ENDPOINTS: Record<string, string> = {
  '/api/v1/generateExplanation': 'GET /api/v1/stories/{id}/story-idea',
  '/api/v1/generateCharacters': 'POST /api/v1/suggestions with field "character"',
  '/api/v1/refineCharacter': 'POST /api/v1/generate/refine-story-idea',
  '/api/v1/genAttributes': 'POST /api/v1/suggestions',
  '/api/v1/genImage': 'POST /generate-image/',
};

// The methods an OpenAPI path can list; the others answer the same, undocumented.
const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every method of a retired endpoint answers 410 Gone, naming its successor, instead of a 404 or the SPA. */
export function registerLegacyRoutes(app: FastifyInstance): void {
  // HEAD comes with GET.
  const otherMethods = app.supportedMethods.filter((method) => method !== 'HEAD' && !DOCUMENTED_METHODS.includes(method));
  for (const [url, replacement] of Object.entries(RETIRED_ENDPOINTS)) {
    const handler = async () => {
      throw new AppError('gone', 410, `${url} was retired. Use ${replacement} instead.`);
    };
    // GET, POST, PUT, PATCH, DELETE /api/v1/generateExplanation (…Characters, refineCharacter, genAttributes, genImage)
    app.route({
      method: DOCUMENTED_METHODS,
      url,
      schema: { tags: ['legacy'], deprecated: true, summary: `Retired: use ${replacement}`, response: { 410: errorResponseSchema } },
      handler,
    });
    app.route({ method: otherMethods, url, schema: { hide: true }, handler });
  }
}
