import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobStatusSchema } from '@studio/contracts/jobs';
import type { AppContext } from '../../app-context';
import { getJobStatus } from './service';

export function registerJobRoutes(app: FastifyInstance, context: AppContext): void {
  // GET /jobs/status/{id}
  app.withTypeProvider<ZodTypeProvider>().get(
    '/jobs/status/:id',
    {
      preHandler: app.authenticate,
      config: { rateLimit: false },
      schema: { tags: ['jobs'], params: z.object({ id: z.string() }), response: { 200: jobStatusSchema } },
    },
    async (request) => getJobStatus(context, request.customerId, request.params.id),
  );
}
