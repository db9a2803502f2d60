import type { CreditAdjustment, CustomerDetail, CustomerUpdate } from '@studio/contracts/admin-customers';
import type { CreditBalance } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { conflict } from '../../errors/app-error';
import { changeAccount, findCustomerForAdmin, resendVerificationFor } from '../auth/admin-accounts';
import { auditBy, recordAdminAction, type AdminActor } from '../audit/audit-log';
import { adjustCreditsByAdmin } from '../credits/admin-adjustment';
import { getCreditBalance } from '../subscriptions/credit-balance';
import { getCustomerDetail } from './customers';

/** Changes a customer's role, or disables or enables the account; the audit row is written with the change. */
export async function updateCustomerAsAdmin(context: AppContext, actor: AdminActor, customerId: string, update: CustomerUpdate & { reason: string }): Promise<CustomerDetail> {
  const customer = await findCustomerForAdmin(context, customerId);
  if (customer.id === actor.customerId && (update.disabled === true || update.role === 'customer')) {
    throw conflict('You cannot disable your own account or remove your own admin role: ask another administrator', 'self_change');
  }
  const reason = update.reason.trim();
  await context.db.transaction(async (tx) => {
    const after = await changeAccount(context, tx, customer, { role: update.role, disabled: update.disabled, reason });
    const action =
      update.disabled === true && !customer.disabledAt ? 'customer.disable' : update.disabled === false && customer.disabledAt ? 'customer.enable' : 'customer.role';
    await recordAdminAction(tx, {
      ...auditBy(actor, reason),
      action,
      targetType: 'customer',
      targetId: customer.id,
      details: { before: { role: customer.role, disabled: Boolean(customer.disabledAt) }, after: { role: after.role, disabled: Boolean(after.disabledAt) } },
    });
  });
  return getCustomerDetail(context, customer.id);
}

/** Gives or takes back credits: one ledger entry and one audit row, together or not at all. */
export async function adjustCustomerCredits(context: AppContext, actor: AdminActor, customerId: string, adjustment: CreditAdjustment & { reason: string }): Promise<CreditBalance> {
  const customer = await findCustomerForAdmin(context, customerId);
  const reason = adjustment.reason.trim();
  await context.db.transaction(async (tx) => {
    const before = await getCreditBalance(tx, customer.id);
    await adjustCreditsByAdmin(tx, customer.id, adjustment.amount, context.clock.now());
    await recordAdminAction(tx, {
      ...auditBy(actor, reason),
      action: 'customer.credits',
      targetType: 'customer',
      targetId: customer.id,
      details: { amount: adjustment.amount, before: { balance: before.balance }, after: { balance: before.balance + adjustment.amount } },
    });
  });
  return getCreditBalance(context.db, customer.id);
}

export async function resendVerificationAsAdmin(context: AppContext, actor: AdminActor, customerId: string): Promise<void> {
  const customer = await findCustomerForAdmin(context, customerId);
  await resendVerificationFor(context, customer);
  await context.db.transaction((tx) =>
    recordAdminAction(tx, { ...auditBy(actor, null), action: 'customer.resend_verification', targetType: 'customer', targetId: customer.id, details: { email: customer.email } }),
  );
}
