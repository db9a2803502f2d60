import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema } from '@studio/contracts/billing';
import type { AppContext } from '../../context';
import { toPlan } from './plan-view';
import { listActivePlans } from './repo';

export function registerPlanRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/plans',
    { schema: { tags: ['plans'], response: { 200: z.array(planSchema) } } },
    async () => (await listActivePlans(context.db)).map(toPlan),
  );
}
