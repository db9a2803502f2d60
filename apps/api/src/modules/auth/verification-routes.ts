import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  messageResponseSchema,
  passwordRecoveryInitiateSchema,
  passwordRecoveryResetSchema,
  verificationInitiateSchema,
  verificationResendSchema,
  verificationVerifySchema,
} from '@studio/contracts/auth';
import type { AppContext } from '../../app-context';
import { requestAccountEmail } from './account-email-job';
import { AUTH_ROUTE_LIMITS } from './rate-limit-rules';
import { resetPasswordWithCode, verifyCode } from './verification';

export function registerVerificationRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['verification'];
  const message = { 200: messageResponseSchema };

  // POST /api/v1/verification/initiate
  app.post('/api/v1/verification/initiate', { config: { routeLimit: AUTH_ROUTE_LIMITS.accountEmail }, schema: { tags, body: verificationInitiateSchema, response: message } }, async (request) =>
    requestAccountEmail(context, request.body.email, 'verification'),
  );

  // POST /api/v1/verification/verify
  app.post(
    '/api/v1/verification/verify',
    {
      config: { routeLimit: AUTH_ROUTE_LIMITS.codes },
      schema: {
        tags,
        body: verificationVerifySchema,
        response: { 200: z.union([authResponseSchema, messageResponseSchema.extend({ valid: z.literal(true) })]) },
      },
    },
    async (request) => verifyCode(context, request.body.email, request.body.otp, request.body.session_type),
  );

  // POST /api/v1/verification/resend
  app.post('/api/v1/verification/resend', { config: { routeLimit: AUTH_ROUTE_LIMITS.accountEmail }, schema: { tags, body: verificationResendSchema, response: message } }, async (request) =>
    requestAccountEmail(context, request.body.email, request.body.session_type),
  );

  // POST /api/v1/verification/password-recovery/initiate
  app.post('/api/v1/verification/password-recovery/initiate', { config: { routeLimit: AUTH_ROUTE_LIMITS.accountEmail }, schema: { tags, body: passwordRecoveryInitiateSchema, response: message } }, async (request) =>
    requestAccountEmail(context, request.body.email, 'password_recovery'),
  );

  // POST /api/v1/verification/password-recovery/reset
  app.post('/api/v1/verification/password-recovery/reset', { config: { routeLimit: AUTH_ROUTE_LIMITS.codes }, schema: { tags, body: passwordRecoveryResetSchema, response: message } }, async (request) =>
    resetPasswordWithCode(context, request.body.email, request.body.otp, request.body.new_password),
  );
}
