import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse, FieldError } from '@studio/contracts/errors';
import { AiProviderError } from '../infra/ai/provider-error';
import { aiFailureAsAppError } from './ai-failure';
import { AppError } from './app-error';

const GENERIC_DETAIL = 'Something went wrong on our side. Please try again.';

/** Every error leaves the API as `{ detail, code, errors?, request_id }`; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | AiProviderError, request, reply) => {
    const body = (status: number, payload: Omit<ErrorResponse, 'request_id'>) =>
      reply.status(status).send({ ...payload, request_id: request.id } satisfies ErrorResponse);
    const answer = (appError: AppError) => {
      for (const [name, value] of Object.entries(appError.extra.headers ?? {})) reply.header(name, value);
      return body(appError.status, { detail: appError.detail, code: appError.code, errors: appError.extra.errors });
    };

    if (error instanceof AiProviderError) {
      // Not a bug of ours: a warning, and the same 502/503 from every route that calls a provider.
      request.log.warn({ err: error }, 'AI provider failed');
      return answer(aiFailureAsAppError(error));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.detail);
      return answer(error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const detail = first ? (first.field ? `${first.field}: ${first.message}` : first.message) : 'Invalid request';
      return body(422, { detail, code: 'validation_error', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return body(status, { detail: clientErrorDetail(error), code: error.code?.toLowerCase() ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(internalErrorBody(request));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found', request_id: request.id });
  });
}

/** The answer to a request our code failed: nothing about why, but the id to find it in the logs. */
export const internalErrorBody = (request: FastifyRequest): ErrorResponse => ({ detail: GENERIC_DETAIL, code: 'internal_error', request_id: request.id });

/**
 * Errors Fastify raises before a route is found (a path whose percent-encoding is not UTF-8), which
 * never reach the error handler: answered in the same shape. Passed as Fastify's `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const detail = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid: part of it is not correctly percent-encoded' : clientErrorDetail(error);
  reply.status(status).send({ detail, code: error.code?.toLowerCase() ?? 'bad_request', request_id: request.id } satisfies ErrorResponse);
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The upload is too large';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error.message;
  }
}
