import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { listPlansOnOffer } from './service';

export function registerPlanRoutes(app: FastifyInstance, context: AppContext): void {
  // GET /api/v1/plans
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/plans',
    { schema: { tags: ['plans'], response: { 200: z.array(planSchema) } } },
    async () => listPlansOnOffer(context),
  );
}
