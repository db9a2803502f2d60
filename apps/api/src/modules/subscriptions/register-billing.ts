import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCreditRoutes } from '../credits/routes';
import { registerPaymentRoutes } from '../payments/routes';
import { registerStripeWebhookRoute } from '../payments/stripe-webhook-routes';
import { registerPlanRoutes } from '../plans/routes';
import { scheduleSubscriptionRenewals } from './renewal-job';
import { registerSubscriptionRoutes } from './routes';

/** Plans, subscriptions, credits and payments: their routes, and the schedule that renews subscriptions. */
export async function registerBilling(app: FastifyInstance, context: AppContext): Promise<void> {
  registerPlanRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerCreditRoutes(app, context);
  registerPaymentRoutes(app, context);
  await registerStripeWebhookRoute(app, context);
  await scheduleSubscriptionRenewals(context);
}
