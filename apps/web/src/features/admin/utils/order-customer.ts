import type { AdminOrderRow } from '@studio/contracts/admin-orders';

/** Who ordered, for people reading the back office; an order kept after its customer deleted their account has no one. */
export const orderCustomerName = (customer: AdminOrderRow['customer']): string => (customer ? customer.full_name || customer.email : 'Deleted account');
