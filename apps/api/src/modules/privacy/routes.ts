import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDeletionRequestSchema, accountDeletionResponseSchema } from '@studio/contracts/privacy';
import type { AppContext } from '../../app-context';
import { sendAttachment } from '../../lib/send-attachment';
import { COST_LIMITS } from '../rate-limits/route-limits';
import { deleteAccount } from './account-deletion';
import { collectAccountExport } from './data-export';
import { streamExportZip } from './export-zip';

/** The customer's rights over their data: a copy of all of it, and closing the account. */
export function registerPrivacyRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // DELETE /api/v1/auth/profile
  app.delete(
    '/api/v1/auth/profile',
    { preHandler: app.authenticate, schema: { tags, body: accountDeletionRequestSchema, response: { 200: accountDeletionResponseSchema } } },
    async (request) => deleteAccount(context, request.customerId, request.body, request.id),
  );

  // GET /api/v1/auth/profile/export
  app.get('/api/v1/auth/profile/export', { preValidation: app.authenticate, config: { routeLimit: COST_LIMITS.exports }, schema: { tags } }, async (request, reply) => {
    const contents = await collectAccountExport(context, request.customerId);
    const day = contents.document.exported_at.slice(0, 10);
    return sendAttachment(reply, { ...streamExportZip(context, contents), fileName: `storybook-studio-data-${day}.zip` }, 'application/zip');
  });
}
