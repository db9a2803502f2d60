import type { ShippingAddress } from '@studio/contracts/shipping-address';
import type { DbOrTx, Tx } from '../../db/client';
import { CLOSED_ACCOUNT_METRICS, type ClosedAccountTally } from '../../customer-lifecycle';
import { countOrdersInProgressOf, deleteUnpaidOrdersOf, listAllOrdersOf, listUnpaidOrdersOf, updateOrder } from './repo';

/** Whether a paid order of the customer still needs their address or files. */
export async function hasOrderInProgress(db: DbOrTx, customerId: string): Promise<boolean> {
  return (await countOrdersInProgressOf(db, customerId)) > 0;
}

/** Only the country stays: where the goods were sold is what the tax records need. */
const anonymisedAddress = (address: ShippingAddress): ShippingAddress => ({
  full_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state_province_region: '',
  postal_code: '',
  country: address.country,
  phone: '',
});

/**
 * Before an account is deleted, inside its transaction: unpaid orders go; paid ones stay for the
 * accounts, detached from the customer, without name, address, phone, notes, book title, tracking
 * or files (their print files are deleted with the customer's other files). Answers how many stay.
 */
export async function keepPaidOrdersAnonymised(tx: Tx, customerId: string): Promise<number> {
  await deleteUnpaidOrdersOf(tx, customerId);
  const paid = await listAllOrdersOf(tx, customerId);
  for (const order of paid) {
    await updateOrder(tx, order.id, {
      customerId: null,
      title: 'Printed book',
      shippingAddress: anonymisedAddress(order.shippingAddress),
      notes: '',
      tracking: null,
      checkoutUrl: null,
      interiorKey: null,
      coverKey: null,
    });
  }
  return paid.length;
}

/** The unpaid orders closing the account deletes, for the dashboard's history: one still awaiting payment ends with the account, cancelled. */
export async function unpaidOrderTallies(tx: Tx, customerId: string): Promise<ClosedAccountTally[]> {
  const unpaid = await listUnpaidOrdersOf(tx, customerId);
  const endedAs = (status: string) => (status === 'pending_payment' ? 'cancelled' : status);
  return unpaid.map((order) => ({ metric: `${CLOSED_ACCOUNT_METRICS.ordersPrefix}${endedAs(order.status)}`, occurredAt: order.createdAt, amount: 1 }));
}
