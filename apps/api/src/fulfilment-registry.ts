import type { AppContext } from './app-context';
import { fulfilCreditPackage } from './modules/credits/fulfil-credit-package';
import type { FulfilmentRegistry } from './modules/payments/fulfilment';
import { fulfilPrintOrder } from './modules/print-orders/fulfil-print-order';
import { refundedPrintOrder } from './modules/print-orders/refunded-print-order';
import { fulfilSubscription } from './modules/subscriptions/fulfil-subscription';

/**
 * What every kind of purchase delivers once paid, and what its refund changes; a new kind of purchase is one more line here.
 * Renewals have no handler: they are recorded already paid, with the period they pay for.
 */
export function registerFulfilments(context: AppContext): FulfilmentRegistry {
  const registry = context.fulfilments;
  registry.register('credit_package', fulfilCreditPackage);
  registry.register('subscription', fulfilSubscription);
  registry.register('print_order', fulfilPrintOrder(context));
  registry.onRefunded('print_order', refundedPrintOrder(context));
  return registry;
}

