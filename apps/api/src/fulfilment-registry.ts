import { fulfilCreditPackage } from './modules/credits/fulfil-credit-package';
import { FulfilmentRegistry } from './modules/payments/fulfilment';
import { fulfilSubscription } from './modules/subscriptions/fulfil-subscription';

/**
 * What every kind of purchase delivers once paid; a new kind of purchase is one more line here.
 * Renewals have no handler: they are recorded already paid, with the period they pay for.
 */
export function createFulfilmentRegistry(): FulfilmentRegistry {
  const registry = new FulfilmentRegistry();
  registry.register('credit_package', fulfilCreditPackage);
  registry.register('subscription', fulfilSubscription);
  return registry;
}
