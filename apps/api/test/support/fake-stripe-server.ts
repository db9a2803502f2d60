import { createServer, type Server } from 'node:http';
import { readBody } from './local-http-server';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, keys as Stripe writes them (`line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
}

interface FakeSubscription {
  id: string;
  cancel_at_period_end: boolean;
  status: 'active' | 'canceled';
  unit_amount: number;
}

export interface FakeStripe {
  port: number;
  requests: RecordedStripeRequest[];
  /** A subscription as Stripe would hold it after a subscription checkout. */
  createSubscription(unitAmount: number): string;
  subscription(id: string): FakeSubscription | undefined;
  /** Refunds made, once per idempotency key as Stripe does. */
  refunds(): Array<{ id: string; amount: number; payment_intent: string }>;
  /** The next request answers with a Stripe error of this HTTP status. */
  failNextRequest(status: number): void;
  close(): Promise<void>;
}

/**
 * A local server answering the Stripe API calls our adapter makes (Checkout Sessions, subscription
 * retrieve/update/cancel), so the official SDK runs unchanged against it.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  let failWith: number | null = null;
  const refunds: Array<{ idempotencyKey: string; object: { id: string; amount: number; payment_intent: string } }> = [];
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;

  const subscriptionObject = (sub: FakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    items: {
      object: 'list',
      data: [{ id: `si_${sub.id}`, object: 'subscription_item', price: { id: `price_${sub.id}`, object: 'price', product: `prod_${sub.id}`, unit_amount: sub.unit_amount } }],
    },
  });

  const server: Server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams((await readBody(request)).toString('utf8')));
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push({ method: request.method ?? 'GET', path, form });
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, message: string) => send(status, { error: { type: 'invalid_request_error', message } });

    if (request.headers.authorization !== `Bearer ${secretKey}`) return error(401, 'Invalid API Key provided');
    if (failWith) {
      const status = failWith;
      failWith = null;
      return error(status, 'Simulated failure');
    }
    if (request.method === 'GET' && path === '/v1/balance') {
      return send(200, { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'gbp' }], pending: [{ amount: 0, currency: 'gbp' }] });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const metadata = Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
      return send(200, {
        id, object: 'checkout.session', mode: form.mode, status: 'open', payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`, client_reference_id: form.client_reference_id ?? null, metadata,
      });
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (sessionMatch && request.method === 'GET') {
      // A session we opened, as Stripe shows it once paid: with its PaymentIntent.
      return send(200, { id: sessionMatch[1], object: 'checkout.session', status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionMatch[1]}` });
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const earlier = refunds.find((refund) => refund.idempotencyKey === key && key !== '');
      if (earlier) return send(200, earlier.object);
      if (!form.payment_intent) return error(400, 'Must provide payment_intent or charge');
      const object = { id: nextId('re'), object: 'refund', amount: Number(form.amount), payment_intent: form.payment_intent, status: 'succeeded' };
      refunds.push({ idempotencyKey: key, object });
      return send(200, object);
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const sub = match ? subscriptions.get(match[1]!) : undefined;
    if (match && !sub) return error(404, `No such subscription: '${match[1]}'`);
    if (sub && request.method === 'GET') return send(200, subscriptionObject(sub));
    if (sub && request.method === 'POST') {
      if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      if (form['items[0][price_data][unit_amount]']) sub.unit_amount = Number(form['items[0][price_data][unit_amount]']);
      return send(200, subscriptionObject(sub));
    }
    if (sub && request.method === 'DELETE') {
      sub.status = 'canceled';
      return send(200, subscriptionObject(sub));
    }
    return error(404, `Unrecognized request URL (${request.method}: ${path})`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    createSubscription(unitAmount) {
      const id = nextId('sub');
      subscriptions.set(id, { id, cancel_at_period_end: false, status: 'active', unit_amount: unitAmount });
      return id;
    },
    subscription: (id) => subscriptions.get(id),
    refunds: () => refunds.map((refund) => refund.object),
    failNextRequest(status) {
      failWith = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
