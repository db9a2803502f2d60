import { createServer, type Server } from 'node:http';
import { readBody } from './local-http-server';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, keys as Stripe writes them (`line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
}

interface FakeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  expires_at: number;
  metadata: Record<string, string>;
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
  /** A Checkout Session as Stripe holds it (opened by the adapter). */
  session(id: string): FakeSession | undefined;
  /** The customer pays on Stripe's page: an open session completes (Stripe then sends checkout.session.completed). */
  pay(sessionId: string): void;
  /** A subscription as Stripe would hold it after a subscription checkout. */
  createSubscription(unitAmount: number): string;
  subscription(id: string): FakeSubscription | undefined;
  /** Refunds made, once per idempotency key as Stripe does. */
  refunds(): Array<{ id: string; amount: number; payment_intent: string }>;
  /** The next request (or the next `times`, to outlast the SDK's own retries) answers with a Stripe error of this HTTP status. */
  failNextRequest(status: number, times?: number): void;
  close(): Promise<void>;
}

/**
 * A local server answering the Stripe API calls our adapter makes (Checkout Sessions, subscription
 * retrieve/update/cancel), so the official SDK runs unchanged against it.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions = new Map<string, FakeSession>();
  let counter = 0;
  let failWith: number | null = null;
  let failures = 0;
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

  const sessionObject = (session: FakeSession) => ({
    id: session.id,
    object: 'checkout.session',
    status: session.status,
    expires_at: session.expires_at,
    metadata: session.metadata,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    // Only a paid session has its PaymentIntent's money to refund.
    payment_intent: session.status === 'complete' ? `pi_${session.id}` : null,
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
    if (failWith && failures > 0) {
      const status = failWith;
      failures -= 1;
      return error(status, 'Simulated failure');
    }
    if (request.method === 'GET' && path === '/v1/balance') {
      return send(200, { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'gbp' }], pending: [{ amount: 0, currency: 'gbp' }] });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const metadata = Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
      const now = Math.floor(Date.now() / 1000);
      // Stripe's own bounds: from 30 minutes to 24 hours after creation; 24 hours when not given.
      const expiresAt = form.expires_at === undefined ? now + 24 * 3600 : Number(form.expires_at);
      if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
        return error(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
      }
      sessions.set(id, { id, status: 'open', expires_at: expiresAt, metadata });
      return send(200, { ...sessionObject(sessions.get(id)!), mode: form.mode, url: `https://checkout.stripe.test/c/pay/${id}`, client_reference_id: form.client_reference_id ?? null });
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = sessionMatch ? sessions.get(sessionMatch[1]!) : undefined;
    if (sessionMatch && !session) return error(404, `No such checkout.session: '${sessionMatch[1]}'`);
    if (session && request.method === 'GET' && !sessionMatch![2]) return send(200, sessionObject(session));
    if (session && request.method === 'POST' && sessionMatch![2]) {
      if (session.status !== 'open') return error(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
      session.status = 'expired';
      return send(200, sessionObject(session));
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
    session: (id) => sessions.get(id),
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (session?.status !== 'open') throw new Error(`Checkout Session ${sessionId} is ${session?.status ?? 'unknown'}, so it cannot be paid`);
      session.status = 'complete';
    },
    refunds: () => refunds.map((refund) => refund.object),
    failNextRequest(status, times = 1) {
      failWith = status;
      failures = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
