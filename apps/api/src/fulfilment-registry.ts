import type { AppContext } from './app-context';
import { fulfilCreditPackage } from './modules/credits/fulfil-credit-package';
import type { FulfilmentRegistry } from './modules/payments/fulfilment';
import { fulfilPrintOrder } from './modules/print-orders/fulfil-print-order';
import { refundedPrintOrder } from './modules/print-orders/refunded-print-order';
import { fulfilSubscription } from './modules/subscriptions/fulfil-subscription';
import { endProviderSubscription, recordProviderRenewal } from './modules/subscriptions/renewals';

/**
 * What every kind of purchase delivers once paid, and what its refund changes; a new kind of purchase is one more line here.
 * Renewals have no fulfilment: they are recorded already paid, with the period they pay for; those the
 * provider charges by itself reach subscriptions through the recurring handlers.
 */
export function registerFulfilments(context: AppContext): FulfilmentRegistry {
  const registry = context.fulfilments;
  registry.register('credit_package', fulfilCreditPackage);
  registry.register('subscription', fulfilSubscription);
  registry.onRecurring({
    renewalPaid: (renewal) => recordProviderRenewal(context, renewal),
    ended: (recurringRef) => endProviderSubscription(context, recurringRef),
  });
  registry.register('print_order', fulfilPrintOrder(context));
  registry.onRefunded('print_order', refundedPrintOrder(context));
  return registry;
}

