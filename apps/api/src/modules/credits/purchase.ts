import type { CreditPackage, PaymentStart } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { startPayment } from '../payments/start-payment';
import { findActivePackage, listActivePackages, type CreditPackageRow } from './packages-repo';

export function toCreditPackage(row: CreditPackageRow): CreditPackage {
  return { id: row.id, name: row.name, credits: row.credits, price_cents: row.priceCents, currency: row.currency };
}

/** The packages on sale, for the pricing page. */
export async function listCreditPackages(context: AppContext): Promise<CreditPackage[]> {
  return (await listActivePackages(context.db)).map(toCreditPackage);
}

/** Starts paying for a credit package; the credits arrive once, when the payment is settled. */
export async function startPackagePurchase(context: AppContext, customerId: string, packageId: string, returnPath: string): Promise<PaymentStart> {
  const found = isUuid(packageId) ? await findActivePackage(context.db, packageId) : undefined;
  if (!found) throw notFound('Credit package');
  return startPayment(context, {
    customerId,
    purpose: 'credit_package',
    description: `${found.name}: ${found.credits} credits`,
    amountCents: found.priceCents,
    currency: found.currency,
    packageId: found.id,
    credits: found.credits,
    returnPath,
  });
}
