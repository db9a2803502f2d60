import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import type { ShippingAddress } from '@studio/contracts/shipping-address';
import type { DbOrTx, Tx } from '../../db/client';
import { countOrdersInProgressOf, deleteUnpaidOrdersOf, listAllOrdersOf, updateOrder } from './repo';

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
 * or files (their print files are deleted with the customer's other files). Answers how many stay,
 * and the unpaid ones that went (an order still awaiting payment ends with the account: cancelled).
 */
export async function keepPaidOrdersAnonymised(tx: Tx, customerId: string): Promise<{ kept: number; deleted: Array<{ status: PrintOrderStatus; createdAt: Date }> }> {
  const deleted = (await deleteUnpaidOrdersOf(tx, customerId)).map((order) => ({ ...order, status: order.status === 'pending_payment' ? ('cancelled' as const) : order.status }));
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
  return { kept: paid.length, deleted };
}
