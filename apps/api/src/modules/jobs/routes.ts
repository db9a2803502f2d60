import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobStatusSchema } from '@studio/contracts/jobs';
import { getJobStatus } from './service';

export function registerJobRoutes(app: FastifyInstance): void {
  // GET /jobs/status/{id}
  app.withTypeProvider<ZodTypeProvider>().get(
    '/jobs/status/:id',
    {
      preHandler: app.authenticate,
      config: { rateLimit: false },
      schema: { tags: ['jobs'], params: z.object({ id: z.string() }), response: { 200: jobStatusSchema } },
    },
    async (request) => getJobStatus(request.appContext, request.customerId, request.params.id),
  );
}
