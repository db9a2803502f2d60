import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { internalErrorBody } from '../errors/error-handler';
import { withFaultScope } from '../lib/log-context';

/**
 * Lines logged while a request is handled carry its reqId, also those of services logging through the
 * process logger; and a fault its work raises where no promise of the handler catches it (a stream's
 * `error` with no listener, a throwing timer callback, a promise left unawaited) is that request's
 * 500, not the process's end (ADR 032).
 */
export function registerRequestLogScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => withFaultScope({ reqId: request.id }, (fault) => answerFault(request, reply, fault), done));
}

function answerFault(request: FastifyRequest, reply: FastifyReply, fault: unknown): void {
  request.log.error({ err: fault }, 'a fault escaped the request; it was answered 500 and the process goes on');
  if (!reply.sent && !reply.raw.headersSent) {
    void reply.code(500).send(internalErrorBody(request));
  } else if (!reply.raw.writableEnded) {
    // Part of the answer is out: cutting the connection tells the client it is incomplete.
    reply.raw.destroy();
  }
}
