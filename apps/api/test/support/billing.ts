import type { CreditBalance, Plan, PlanType, SubscribeResponse } from '@studio/contracts/billing';
import type { TestProduct } from './test-product';
import { bearer } from './accounts';

type Auth = { access_token: string };

/** Helpers for the billing suites: plans by type, choosing a plan, paying in test mode, reading the balance. */
export async function planOfType(product: TestProduct, type: PlanType): Promise<Plan> {
  const plans = (await product.app.inject({ method: 'GET', url: '/api/v1/plans' })).json() as Plan[];
  const plan = plans.find((candidate) => candidate.type === type);
  if (!plan) throw new Error(`no ${type} plan`);
  return plan;
}

export async function subscribeTo(product: TestProduct, auth: Auth, type: PlanType): Promise<SubscribeResponse> {
  const plan = await planOfType(product, type);
  const response = await product.app.inject({ method: 'POST', url: '/api/v1/subscriptions/subscribe', headers: bearer(auth), payload: { plan_id: plan.id } });
  if (response.statusCode !== 200) throw new Error(`subscribe failed: ${response.body}`);
  return response.json() as SubscribeResponse;
}

export function confirmTestPayment(product: TestProduct, auth: Auth, paymentId: string) {
  return product.app.inject({ method: 'POST', url: `/api/v1/payments/test/${paymentId}/confirm`, headers: bearer(auth) });
}

/** Subscribes and, for a paid plan, pays at the test checkout. */
export async function switchToPlan(product: TestProduct, auth: Auth, type: PlanType): Promise<void> {
  const started = await subscribeTo(product, auth, type);
  if (started.outcome !== 'payment_required') return;
  const confirmed = await confirmTestPayment(product, auth, started.payment_id!);
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
}

export async function balanceOf(product: TestProduct, auth: Auth): Promise<CreditBalance> {
  return (await product.app.inject({ method: 'GET', url: '/api/v1/credits/balance', headers: bearer(auth) })).json() as CreditBalance;
}

export async function buyPackage(product: TestProduct, auth: Auth, index = 0): Promise<{ paymentId: string; credits: number }> {
  const packages = (await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as Array<{ id: string; credits: number }>;
  const chosen = packages[index]!;
  const started = await product.app.inject({ method: 'POST', url: `/api/v1/credits/purchase/${chosen.id}`, headers: bearer(auth) });
  if (started.statusCode !== 200) throw new Error(`purchase failed: ${started.body}`);
  return { paymentId: (started.json() as { payment_id: string }).payment_id, credits: chosen.credits };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Moving the clock a month on expires access tokens: sign in again and keep using the same object. */
export async function signInAgain(product: TestProduct, auth: { access_token: string; password: string; customer: { email: string } }): Promise<void> {
  const response = await product.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: auth.customer.email, password: auth.password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  Object.assign(auth, response.json());
}
