import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema } from '@studio/contracts/pagination';
import {
  pricingResponseSchema,
  printCatalogueSchema,
  printOrderListQuerySchema,
  printOrderRequestSchema,
  printOrderSchema,
  quoteQuerySchema,
} from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { cancelOrder } from './cancel-order';
import { getOrder, listOrders } from './orders';
import { placeOrder } from './place-order';
import { getPricing, getPrintCatalogue } from './quotes';
import { COST_LIMITS } from '../rate-limits/route-limits';

const orderParams = z.object({ id: z.string() });

export function registerPrintOrderRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['print orders'];
  const preValidation = app.authenticate;
  // The defaults are public; a quote for a book is its owner's.
  const authenticateForQuote = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    if (query.story_id || query.uploaded_book_id) await app.authenticate(request, reply);
  };

  // GET /api/v1/print-orders/options
  app.get('/api/v1/print-orders/options', { schema: { tags, response: { 200: printCatalogueSchema } } }, async () => getPrintCatalogue(context));

  // GET /api/v1/pricing
  app.get('/api/v1/pricing', { preValidation: authenticateForQuote, schema: { tags, querystring: quoteQuerySchema, response: { 200: pricingResponseSchema } } }, async (request) => {
    const { story_id, uploaded_book_id, country, shipping_level, ...options } = request.query;
    const source = story_id ? { storyId: story_id } : uploaded_book_id ? { uploadedBookId: uploaded_book_id } : null;
    return getPricing(context, request.customerId, source, { options, country, shippingLevel: shipping_level });
  });

  // POST /api/v1/print-orders
  app.post('/api/v1/print-orders', { preValidation, config: { routeLimit: COST_LIMITS.checkout }, schema: { tags, body: printOrderRequestSchema, response: { 201: printOrderSchema } } }, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const order = await placeOrder(context, request.customerId, Array.isArray(header) ? header[0] : header, request.body);
    return reply.code(201).send(order);
  });

  // GET /api/v1/print-orders
  app.get('/api/v1/print-orders', { preValidation, schema: { tags, querystring: printOrderListQuerySchema, response: { 200: pagedSchema(printOrderSchema) } } }, async (request) =>
    listOrders(context, request.customerId, request.query.page, request.query.per_page),
  );

  // GET /api/v1/print-orders/{id}
  app.get('/api/v1/print-orders/:id', { preValidation, schema: { tags, params: orderParams, response: { 200: printOrderSchema } } }, async (request) =>
    getOrder(context, request.customerId, request.params.id),
  );

  // POST /api/v1/print-orders/{id}/cancel
  app.post('/api/v1/print-orders/:id/cancel', { preValidation, config: { routeLimit: COST_LIMITS.checkout }, schema: { tags, params: orderParams, response: { 200: printOrderSchema } } }, async (request) =>
    cancelOrder(context, request.customerId, request.params.id),
  );
}
