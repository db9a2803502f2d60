import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { acceptUrlEncodedForms } from './form-body';
import { registerGenerationEndpoints } from './generation-routes';
import { registerStoryEndpoints } from './story-routes';

/** Stories and their text generation, in a scope of their own that also reads URL-encoded forms. */
export function registerStoryRoutes(app: FastifyInstance, context: AppContext): void {
  void app.register(async (scope) => {
    acceptUrlEncodedForms(scope);
    registerStoryEndpoints(scope, context);
    registerGenerationEndpoints(scope, context);
  });
}
