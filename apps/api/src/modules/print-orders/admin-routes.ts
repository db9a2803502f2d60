import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderListQuerySchema, adminOrderRowSchema, adminOrderSchema, orderTransitionRequestSchema } from '@studio/contracts/admin-orders';
import { pagedSchema } from '@studio/contracts/pagination';
import { priceListUpdateSchema, priceListVersionSchema } from '@studio/contracts/print-prices';
import type { AppContext } from '../../app-context';
import { actorOf } from '../audit/audit-log';
import { getOrderForAdmin, listOrdersForAdmin, moveOrderAsAdmin } from './admin-orders';
import { exportOrdersCsv } from './admin-orders-export';
import { getPriceListForAdmin, updatePriceList } from './admin-prices';
import { COST_LIMITS } from '../rate-limits/route-limits';

const orderParams = z.object({ id: z.string() });

export function registerPrintOrderAdminRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preValidation = app.requireAdmin;

  // GET /api/v1/admin/orders
  app.get('/api/v1/admin/orders', { preValidation, schema: { tags, querystring: adminOrderListQuerySchema, response: { 200: pagedSchema(adminOrderRowSchema) } } }, async (request) =>
    listOrdersForAdmin(context, request.query),
  );

  // GET /api/v1/admin/orders/export.csv — registered before `:id`, though a static segment wins in find-my-way anyway.
  app.get('/api/v1/admin/orders/export.csv', { preValidation, schema: { tags, querystring: adminOrderListQuerySchema } }, async (request, reply) => {
    const day = context.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportOrdersCsv(context, request.query));
  });

  // GET /api/v1/admin/orders/{id}
  app.get('/api/v1/admin/orders/:id', { preValidation, schema: { tags, params: orderParams, response: { 200: adminOrderSchema } } }, async (request) =>
    getOrderForAdmin(context, request.params.id),
  );

  // POST /api/v1/admin/orders/{id}/transitions
  app.post(
    '/api/v1/admin/orders/:id/transitions',
    { preValidation, config: { routeLimit: COST_LIMITS.adminMail }, schema: { tags, params: orderParams, body: orderTransitionRequestSchema, response: { 200: adminOrderSchema } } },
    async (request) => moveOrderAsAdmin(context, actorOf(request), request.params.id, request.body),
  );

  // GET /api/v1/admin/print-prices
  app.get('/api/v1/admin/print-prices', { preValidation, schema: { tags, response: { 200: priceListVersionSchema } } }, async () => getPriceListForAdmin(context));

  // PUT /api/v1/admin/print-prices
  app.put('/api/v1/admin/print-prices', { preValidation, schema: { tags, body: priceListUpdateSchema, response: { 200: priceListVersionSchema } } }, async (request) =>
    updatePriceList(context, actorOf(request), request.body),
  );
}
