import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { answerFrameworkError, registerErrorHandler } from './errors/error-handler';
import { registerAiRequestDeadline } from './plugins/ai-request-deadline';
import { registerHttpMetrics } from './plugins/http-metrics';
import { registerRequestLogScope } from './plugins/request-log-scope';
import { registerSecurity } from './plugins/security';
import { registerOpenApi } from './plugins/openapi';
import { registerStorableInputCheck } from './plugins/storable-input';
import { registerSpa } from './plugins/spa/spa';
import { registerAuthentication } from './modules/auth/authenticate';
import { registerNoStoreForTokens } from './modules/auth/no-store-tokens';
import { registerRouteLimits } from './modules/rate-limits/route-limits';
import { registerHealthRoutes } from './modules/health/routes';
import { registerMetricsRoute } from './modules/metrics/routes';
import { registerJobRoutes } from './modules/jobs/routes';
import { registerMediaRoutes } from './modules/media/routes';
import { registerLegacyRoutes } from './modules/legacy/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerVerificationRoutes } from './modules/auth/verification-routes';
import { accountEmails } from './modules/auth/admin-accounts';
import { registerPlanRoutes } from './modules/plans/routes';
import { registerPlanAdminRoutes } from './modules/plans/admin-routes';
import { registerCreditPackageAdminRoutes } from './modules/credits/admin-routes';
import { registerSubscriptionRoutes } from './modules/subscriptions/routes';
import { planSubscribers } from './modules/subscriptions/plan-subscribers';
import { registerCreditRoutes } from './modules/credits/routes';
import { registerPaymentRoutes } from './modules/payments/routes';
import { registerStripeWebhookRoute } from './modules/payments/stripe-webhook-routes';
import { registerStoryRoutes } from './modules/stories/routes';
import { registerBookRoutes } from './modules/books/routes';
import { registerImageRoutes } from './modules/books/picture-routes';
import { registerCharacterRoutes } from './modules/characters/routes';
import { registerSavedCharacterRoutes } from './modules/saved-characters/routes';
import { registerPdfExportRoutes } from './modules/pdf-exports/routes';
import { registerEpubExportRoutes } from './modules/epub-exports/routes';
import { registerSettingsAdminRoutes } from './modules/settings/admin-routes';
import { registerSettingsRoutes } from './modules/settings/routes';
import { registerContactRoutes } from './modules/contact/routes';
import { registerCustomerRoutes } from './modules/customers/routes';
import { registerDashboardAdminRoutes } from './modules/dashboard/admin-routes';
import { registerAuditAdminRoutes } from './modules/audit/admin-routes';
import { registerProviderAdminRoutes } from './modules/providers/admin-routes';
import { registerLuluWebhookRoute } from './modules/print-orders/lulu-webhook-routes';
import { registerPrintOrderRoutes } from './modules/print-orders/routes';
import { registerPrintOrderAdminRoutes } from './modules/print-orders/admin-routes';
import { registerUploadedBookRoutes } from './modules/uploaded-books/routes';
import { registerPrivacyRoutes } from './modules/privacy/routes';
import { registerShareLinkRoutes } from './modules/share-links/routes';

export type App = FastifyInstance;

/** Builds the HTTP app on a ready context. Used by main.ts and by tests through app.inject(). */
export async function buildApp(context: AppContext): Promise<App> {
  const app = Fastify({
    loggerInstance: context.log,
    trustProxy: context.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  registerRequestLogScope(app);
  registerHttpMetrics(app, context.metrics);
  registerStorableInputCheck(app);
  await registerSecurity(app, context.config);
  await registerOpenApi(app);
  await app.register(multipart, {
    limits: { fileSize: context.config.maxUploadBytes, files: 20, fields: 50, fieldSize: 64 * 1024 },
  });
  registerAuthentication(app, context);
  registerRouteLimits(app, context);
  registerNoStoreForTokens(app);
  registerAiRequestDeadline(app, context.config.openai.requestTimeoutMs);

  registerHealthRoutes(app, context);
  registerMetricsRoute(app, context);
  registerJobRoutes(app, context);
  registerMediaRoutes(app, context);
  registerAuthRoutes(app, context);
  registerVerificationRoutes(app, context);
  registerPrivacyRoutes(app, context);
  registerPlanRoutes(app, context);
  registerPlanAdminRoutes(app, context, planSubscribers);
  registerCreditPackageAdminRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerCreditRoutes(app, context);
  registerPaymentRoutes(app, context);
  await registerStripeWebhookRoute(app, context);
  await registerLuluWebhookRoute(app, context);
  registerStoryRoutes(app, context);
  registerBookRoutes(app, context);
  registerImageRoutes(app, context);
  registerCharacterRoutes(app, context);
  registerSavedCharacterRoutes(app, context);
  registerPdfExportRoutes(app, context);
  registerEpubExportRoutes(app, context);
  registerShareLinkRoutes(app, context);
  registerPrintOrderRoutes(app, context);
  registerPrintOrderAdminRoutes(app, context);
  registerUploadedBookRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerContactRoutes(app, context);
  registerCustomerRoutes(app, context);
  registerDashboardAdminRoutes(app, context);
  registerSettingsAdminRoutes(app, context);
  registerAuditAdminRoutes(app, context, accountEmails);
  registerProviderAdminRoutes(app, context);
  registerLegacyRoutes(app);

  await registerSpa(app, context);
  await app.ready();
  return app;
}
