import type { FulfilmentHandler } from '../payments/fulfilment';
import { findPlan } from '../plans/service';
import { activatePlan } from './periods';

/** A paid subscription starts its plan now; the plan it replaces may have been billed elsewhere. */
export const fulfilSubscription: FulfilmentHandler = async (tx, payment, { recurringRef, now }) => {
  const plan = payment.planId ? await findPlan(tx, payment.planId) : undefined;
  if (!plan) throw new Error(`Payment ${payment.id} names no plan`);
  const activation = await activatePlan(tx, payment.customerId, plan, { provider: payment.provider, providerRef: recurringRef }, now);
  return { replacedProviderRef: activation.replacedProviderRef };
};
