import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  customerSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  profileUpdateSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from '@studio/contracts/auth';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { sendJson } from '../../lib/json-reply';
import { withUploadForm } from '../../lib/multipart';
import { imageUploadLimits } from '../../infra/images/reencode';
import { parseOrThrow } from '../../lib/validate';
import { getProfileJson, login, register, updateProfile } from './accounts';
import { COST_LIMITS } from '../rate-limits/route-limits';
import { requestAccountEmail } from './account-email-job';
import { AUTH_ROUTE_LIMITS } from './rate-limit-rules';
import { resetPasswordWithLink } from './password-reset-links';
import { endSession, refreshSession } from './sessions';

const AVATAR_LIMIT_BYTES = 5 * 1024 * 1024;

export function registerAuthRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // POST /api/v1/auth/register
  app.post('/api/v1/auth/register', { config: { routeLimit: AUTH_ROUTE_LIMITS.register }, schema: { tags, body: registerRequestSchema, response: { 201: registerResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await register(context, request.body)),
  );

  // POST /api/v1/auth/login
  app.post('/api/v1/auth/login', { schema: { tags, body: loginRequestSchema, response: { 200: authResponseSchema } } }, async (request) =>
    login(context, request.body, request.ip),
  );

  // POST /api/v1/auth/token/refresh
  app.post('/api/v1/auth/token/refresh', { schema: { tags, body: refreshRequestSchema, response: { 200: authResponseSchema } } }, async (request) =>
    refreshSession(context, request.body.refresh_token),
  );

  // POST /api/v1/auth/logout
  app.post('/api/v1/auth/logout', { schema: { tags, body: logoutRequestSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    await endSession(context, request.body.refresh_token);
    return { message: 'Signed out' };
  });

  // POST /api/v1/auth/forgot-password
  app.post('/api/v1/auth/forgot-password', { config: { routeLimit: AUTH_ROUTE_LIMITS.accountEmail }, schema: { tags, body: forgotPasswordRequestSchema, response: { 202: messageResponseSchema } } }, async (request, reply) =>
    reply.status(202).send(await requestAccountEmail(context, request.body.email, 'reset_link')),
  );

  // POST /api/v1/auth/reset-password
  app.post('/api/v1/auth/reset-password', { config: { routeLimit: AUTH_ROUTE_LIMITS.codes }, schema: { tags, body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } }, async (request) =>
    resetPasswordWithLink(context, request.body.token, request.body.new_password),
  );

  // GET /api/v1/auth/profile
  app.get('/api/v1/auth/profile', { preHandler: app.authenticate, schema: { tags, response: { 200: customerSchema } } }, async (request, reply) =>
    sendJson(reply, await getProfileJson(context, request.customerId)),
  );

  // JSON, or multipart when a new profile picture rides along (field "profile_picture").
  // PUT /api/v1/auth/profile
  app.put('/api/v1/auth/profile', { preValidation: app.authenticate, config: { routeLimit: COST_LIMITS.uploads }, schema: { tags, response: { 200: customerSchema } } }, async (request) => {
    if (!request.isMultipart()) {
      return updateProfile(context, request.customerId, parseOrThrow(profileUpdateSchema, request.body ?? {}));
    }
    return withUploadForm(context, request, imageUploadLimits(AVATAR_LIMIT_BYTES, 1), async (form) => {
      const picture = form.files.find((file) => file.field === 'profile_picture');
      if (form.files.length > 0 && !picture) throw new AppError('unexpected_file', 400, 'Send the picture in the "profile_picture" field');
      const fields = Object.fromEntries(Object.entries(form.fields).filter(([, value]) => value !== ''));
      return updateProfile(context, request.customerId, parseOrThrow(profileUpdateSchema, fields), picture);
    });
  });
}
