import type { AdminOrder, AdminOrderFilters, AdminOrderListQuery, AdminOrderRow, OrderTransitionRequest } from '@studio/contracts/admin-orders';
import { startOfDay } from '@studio/contracts/dates';
import type { Paged } from '@studio/contracts/pagination';
import { PRINT_ORDER_STATUS_LABELS, type PrintOrderStatus } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { recordAdminAction, type AdminActor } from '../audit/audit-log';
import { customerContacts, customerIdsByEmail, type CustomerContact } from '../auth/admin-accounts';
import { advanceOrder } from './advance-order';
import { searchOrders, type OrderSearch } from './admin-orders-repo';
import { cancelOrderRow } from './cancel-order';
import { orderView } from './orders';
import { refundOrder } from './refund-order';
import { findOrder, listOrderEvents, type PrintOrderRow } from './repo';
import { toAdminStatusChange } from './order-view';
import { CANCELLABLE, NEXT_STATUSES, type RecordOrderChange } from './transitions';

/** An administrator's links to the print files are short-lived: they are for a look, not for sharing. */
const FILE_LINK_LIFETIME_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface OrderWithCustomer {
  order: PrintOrderRow;
  /** Null once the customer deleted their account. */
  customer: CustomerContact | null;
}

/** The search the filters ask for. A customer's e-mail becomes the ids of the customers it matches: auth owns the e-mails. */
export async function toOrderSearch(
  context: AppContext,
  filters: Omit<AdminOrderFilters, 'sort' | 'direction'> & Pick<AdminOrderListQuery, 'sort' | 'direction'>,
): Promise<OrderSearch> {
  return {
    status: filters.status,
    from: filters.from ? startOfDay(filters.from) : undefined,
    before: filters.to ? new Date(startOfDay(filters.to).getTime() + DAY_MS) : undefined,
    customerIds: filters.email ? await customerIdsByEmail(context, filters.email) : undefined,
    text: filters.q || undefined,
    sort: filters.sort,
    direction: filters.direction,
  };
}

export async function listOrdersForAdmin(context: AppContext, query: AdminOrderListQuery): Promise<Paged<AdminOrderRow>> {
  const { rows, total } = await searchOrders(context.db, await toOrderSearch(context, query), query.per_page, (query.page - 1) * query.per_page);
  return { items: (await withCustomers(context, rows)).map(toAdminOrderRow), total, page: query.page, per_page: query.per_page };
}

/** The orders, each with who ordered it (asked of auth at once). */
export async function withCustomers(context: AppContext, orders: readonly PrintOrderRow[]): Promise<OrderWithCustomer[]> {
  const contacts = await customerContacts(context, orders.flatMap((order) => (order.customerId ? [order.customerId] : [])));
  return orders.map((order) => ({ order, customer: (order.customerId && contacts.get(order.customerId)) || null }));
}

async function findOrderWithCustomer(context: AppContext, orderId: string): Promise<OrderWithCustomer | undefined> {
  const order = isUuid(orderId) ? await findOrder(context.db, orderId) : undefined;
  return order && (await withCustomers(context, [order]))[0];
}

/** Null once the customer deleted their account. */
const toOrderCustomer = (customer: OrderWithCustomer['customer']) => (customer ? { id: customer.id, email: customer.email, full_name: customer.fullName } : null);

export function toAdminOrderRow({ order, customer }: OrderWithCustomer): AdminOrderRow {
  return {
    id: order.id,
    status: order.status,
    title: order.title,
    customer: toOrderCustomer(customer),
    quantity: order.printOptions.quantity,
    total: order.totalCents,
    currency: order.currency,
    country: order.shippingAddress.country,
    provider: order.provider,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

export async function getOrderForAdmin(context: AppContext, orderId: string): Promise<AdminOrder> {
  const found = await findOrderWithCustomer(context, orderId);
  if (!found) throw notFound('Order');
  const { order, customer } = found;
  const expiresAt = new Date(context.clock.now().getTime() + FILE_LINK_LIFETIME_MS);
  const files = [
    ...(order.interiorKey ? [{ kind: 'interior' as const, url: context.media.urlFor(order.interiorKey, { expiresAt }) }] : []),
    ...(order.coverKey ? [{ kind: 'cover' as const, url: context.media.urlFor(order.coverKey, { expiresAt }) }] : []),
  ];
  const [view, events] = await Promise.all([orderView(context, order), listOrderEvents(context.db, [order.id])]);
  return {
    ...view,
    history: events.map(toAdminStatusChange),
    customer: toOrderCustomer(customer),
    files,
    provider: order.provider,
    provider_job_id: order.providerJobId,
    provider_status: order.providerStatus,
    paid_at: order.paidAt?.toISOString() ?? null,
    next_statuses: adminMoves(order),
  };
}

/**
 * Where an administrator may move an order now: the state machine's next states, less `paid` (only a
 * payment marks an order paid), `submitted` until its print files exist, and `refunded` unless money was taken.
 */
export function adminMoves(order: PrintOrderRow): PrintOrderStatus[] {
  return NEXT_STATUSES[order.status].filter((to) => {
    if (to === 'paid') return false;
    if (to === 'submitted') return Boolean(order.interiorKey && order.coverKey);
    if (to === 'refunded') return Boolean(order.paymentId && order.paidAt);
    if (to === 'cancelled') return CANCELLABLE.includes(order.status);
    return true;
  });
}

/** Moves an order on with a reason, as the manual fulfilment flow does, with the audit row in the same transaction as the change. */
export async function moveOrderAsAdmin(context: AppContext, actor: AdminActor, orderId: string, request: OrderTransitionRequest): Promise<AdminOrder> {
  const order = isUuid(orderId) ? await findOrder(context.db, orderId) : undefined;
  if (!order) throw notFound('Order');
  const to = request.to;
  if (order.status === to) throw conflict(`This order is already ${label(to)}`, 'illegal_transition');
  if (!adminMoves(order).includes(to)) throw conflict(`An order that is ${label(order.status)} cannot be made ${label(to)} from the back office`, 'illegal_transition');

  const reason = request.reason.trim();
  const customerMessage = request.customer_message?.trim() || null;
  const tracking = to === 'shipped' ? { carrier: request.carrier ?? null, number: request.tracking_number!, url: request.tracking_url ?? null } : null;
  const record: RecordOrderChange = async (tx, before, after) => {
    await recordAdminAction(tx, {
      actorId: actor.customerId,
      action: 'order.transition',
      targetType: 'print_order',
      targetId: order.id,
      reason,
      details: { before: { status: before.status }, after: { status: after.status, ...(tracking && { tracking }) }, ...(customerMessage && { customer_message: customerMessage }) },
      requestId: actor.requestId ?? null,
    });
  };

  const by = { reason, customerMessage, actorId: actor.customerId, record };
  if (to === 'cancelled') await cancelOrderRow(context, order, { source: 'admin', ...by });
  else if (to === 'refunded') await refundOrder(context, order.id, { reason, customerMessage, record });
  else await advanceOrder(context, order.id, { to, tracking, ...by });
  return getOrderForAdmin(context, order.id);
}

const label = (status: PrintOrderStatus) => PRINT_ORDER_STATUS_LABELS[status].toLowerCase();
