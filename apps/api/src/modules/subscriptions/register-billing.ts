import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCreditRoutes } from '../credits/routes';
import { registerPaymentRoutes } from '../payments/routes';
import { registerStripeWebhookRoute } from '../payments/stripe-webhook-routes';
import { registerPlanRoutes } from '../plans/routes';
import { registerSubscriptionRoutes } from './routes';

/** Plans, subscriptions, credits and payments: their routes (renewals are scheduled with the other recurring jobs). */
export async function registerBilling(app: FastifyInstance, context: AppContext): Promise<void> {
  registerPlanRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerCreditRoutes(app, context);
  registerPaymentRoutes(app, context);
  await registerStripeWebhookRoute(app, context);
}
