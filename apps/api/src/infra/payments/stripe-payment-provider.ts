import Stripe from 'stripe';
import type { CheckoutRequest, PaymentEvent, PaymentProvider, RecurringPrice } from './payment-provider';
import { InvalidWebhookSignature } from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests point the SDK at a local server speaking Stripe's protocol). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Stripe Checkout Sessions for plans (mode subscription) and credit packages (mode payment), and signed webhooks. */
export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options.api });

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(checkoutParams(request, Date.now()), { idempotencyKey: `checkout-${request.paymentId}` });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { checkoutUrl: session.url, providerRef: session.id };
    },

    async expireCheckout({ providerRef }) {
      if (!providerRef) return 'expired';
      try {
        await stripe.checkout.sessions.expire(providerRef, {}, { idempotencyKey: `expire-${providerRef}` });
        return 'expired';
      } catch (error) {
        // Stripe expires only open sessions: one already paid or expired says which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(providerRef);
        if (session.status === 'complete') return 'completed';
        if (session.status === 'expired') return 'expired';
        throw error;
      }
    },

    // Stripe renews its subscriptions itself and reports each paid invoice (invoice.paid).
    chargeRenewal: async (request) => (request.recurringRef ? 'pending' : 'failed'),

    async setCancelAtPeriodEnd(recurringRef, cancel) {
      await stripe.subscriptions.update(recurringRef, { cancel_at_period_end: cancel });
    },

    async changeRecurringPrice(recurringRef, price) {
      const subscription = await stripe.subscriptions.retrieve(recurringRef);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${recurringRef} has no items`);
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      await stripe.subscriptions.update(recurringRef, {
        items: [{ id: item.id, price_data: recurringPriceData(price, product) }],
        proration_behavior: 'none',
        cancel_at_period_end: false,
      });
    },

    async refund(request) {
      if (!request.providerRef) throw new Error(`Payment ${request.paymentId} has no Stripe checkout session to refund`);
      const session = await stripe.checkout.sessions.retrieve(request.providerRef);
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Checkout session ${request.providerRef} has no payment to refund`);
      const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: request.amountCents }, { idempotencyKey: `refund-${request.paymentId}` });
      return { refundRef: refund.id };
    },
    async endRecurring(recurringRef) {
      await stripe.subscriptions.cancel(recurringRef);
    },
    async check() {
      const balance = await stripe.balance.retrieve();
      return { ok: true, detail: `Stripe answered (${balance.livemode ? 'live' : 'test'} mode): payments and refunds can be made` };
    },

    readWebhook(rawBody, signature, receivedAtMs) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret, undefined, undefined, receivedAtMs);
      } catch (error) {
        throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'Invalid signature');
      }
      return toPaymentEvent(event);
    },
  };
}

/** Stripe accepts an `expires_at` from 30 minutes to 24 hours after the session is made. */
const EXPIRY_BOUNDS_S = { min: 30 * 60 + 60, max: 24 * 3600 - 60 };

function expiresAt(request: CheckoutRequest, nowMs: number): number {
  const now = Math.floor(nowMs / 1000);
  const wanted = Math.floor(request.expiresAt.getTime() / 1000);
  return Math.min(Math.max(wanted, now + EXPIRY_BOUNDS_S.min), now + EXPIRY_BOUNDS_S.max);
}

function checkoutParams(request: CheckoutRequest, nowMs: number): Stripe.Checkout.SessionCreateParams {
  const metadata = { payment_id: request.paymentId, customer_id: request.customer.id };
  const priceData = {
    currency: request.currency,
    unit_amount: request.amountCents,
    product_data: { name: request.description },
    ...(request.recurring && { recurring: { interval: 'month' as const } }),
  };
  return {
    mode: request.recurring ? 'subscription' : 'payment',
    line_items: [{ price_data: priceData, quantity: 1 }],
    client_reference_id: request.paymentId,
    customer_email: request.customer.email,
    metadata,
    ...(request.recurring && { subscription_data: { metadata } }),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: expiresAt(request, nowMs),
  };
}

function recurringPriceData(price: RecurringPrice, product: string): Stripe.SubscriptionUpdateParams.Item.PriceData {
  return { currency: price.currency, product, unit_amount: price.amountCents, recurring: { interval: 'month' } };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentId = session.metadata?.payment_id ?? session.client_reference_id;
      // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
      if (!paymentId || session.payment_status === 'unpaid') return { type: 'ignored', eventType: event.type };
      return { type: 'checkout_completed', paymentId, providerRef: session.id, recurringRef: idOf(session.subscription) };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const paymentId = event.data.object.metadata?.payment_id ?? event.data.object.client_reference_id;
      return paymentId ? { type: 'checkout_expired', paymentId } : { type: 'ignored', eventType: event.type };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const recurringRef = idOf(invoice.parent?.subscription_details?.subscription);
      // The first invoice belongs to the checkout (checkout.session.completed); only later cycles renew.
      if (invoice.billing_reason !== 'subscription_cycle' || !recurringRef || !invoice.id) return { type: 'ignored', eventType: event.type };
      return { type: 'renewal_paid', recurringRef, invoiceRef: invoice.id, amountCents: invoice.amount_paid, currency: invoice.currency };
    }
    case 'customer.subscription.deleted':
      return { type: 'recurring_ended', recurringRef: event.data.object.id };
    default:
      return { type: 'ignored', eventType: event.type };
  }
}
