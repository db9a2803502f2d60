import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sendAttachment, type Attachment } from '../../lib/send-attachment';
import { COST_LIMITS } from '../rate-limits/route-limits';

const idParams = z.object({ id: z.string() });

/** One kind of book file a customer exports (PDF, EPUB), as its module's services answer for it. */
export interface BookFileExportRoutes<Request extends z.ZodType, Answer extends z.ZodType> {
  /** `/export-pdf`: the routes are POST `{path}/`, GET `{path}/{id}` and GET `{path}/download/{id}`. */
  path: string;
  tags: string[];
  request: Request;
  answer: Answer;
  contentType: string;
  start(context: AppContext, customerId: string, request: z.output<Request>): Promise<z.input<Answer>>;
  get(context: AppContext, customerId: string, exportId: string): Promise<z.input<Answer>>;
  openDownload(context: AppContext, customerId: string, exportId: string): Promise<Attachment>;
}

/** Starts an export (202, with a cost limit), answers how it is going, and hands its finished file to its owner. */
export function registerBookFileExportRoutes<Request extends z.ZodType, Answer extends z.ZodType>(
  app: FastifyInstance,
  context: AppContext,
  routes: BookFileExportRoutes<Request, Answer>,
): void {
  // No zod type provider: it cannot infer from generic schemas; the zod validator has parsed what the types name.
  const { tags } = routes;
  const preValidation = app.authenticate;

  for (const path of [routes.path, `${routes.path}/`]) {
    app.post<{ Body: z.output<Request> }>(path, { preValidation, config: { routeLimit: COST_LIMITS.exports }, schema: { tags, body: routes.request, response: { 202: routes.answer } } }, async (request, reply) =>
      reply.status(202).send(await routes.start(context, request.customerId, request.body as z.output<Request>)),
    );
  }

  app.get<{ Params: z.output<typeof idParams> }>(`${routes.path}/:id`, { preValidation, schema: { tags, params: idParams, response: { 200: routes.answer } } }, async (request) =>
    routes.get(context, request.customerId, request.params.id),
  );

  app.get<{ Params: z.output<typeof idParams> }>(`${routes.path}/download/:id`, { preValidation, schema: { tags, params: idParams } }, async (request, reply) =>
    sendAttachment(reply, await routes.openDownload(context, request.customerId, request.params.id), routes.contentType),
  );
}
