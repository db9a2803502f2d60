import type { CustomerDetail, CustomerListQuery, CustomerRow as CustomerListRow } from '@studio/contracts/admin-customers';
import type { Paged } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import { findCustomerForAdmin, searchCustomers, type CustomerRow } from '../auth/admin-accounts';
import { listCreditTransactions } from '../credits/transaction-view';
import { listOrders } from '../print-orders/orders';
import { listStories } from '../stories/listings';
import { getCreditBalance } from '../subscriptions/credit-balance';
import { currentPlanNames } from '../subscriptions/plan-subscribers';
import { findCurrentSubscription } from '../subscriptions/current-subscription';
import { planOf } from '../subscriptions/service';
import { listBooks } from '../uploaded-books/uploaded-books';

/** How much of each customer's history the detail shows: the newest entries. */
const RECENT = 25;
const LEDGER_ROWS = 50;

export async function listCustomers(context: AppContext, query: CustomerListQuery): Promise<Paged<CustomerListRow>> {
  const { rows, total } = await searchCustomers(context, query.q || undefined, query.per_page, (query.page - 1) * query.per_page);
  const plans = await currentPlanNames(context, rows.map((row) => row.id));
  return { items: rows.map((row) => toCustomerRow(row, plans.get(row.id) ?? null)), total, page: query.page, per_page: query.per_page };
}

function toCustomerRow(row: CustomerRow, planName: string | null): CustomerListRow {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role: row.role,
    is_verified: row.isVerified,
    disabled: Boolean(row.disabledAt),
    plan_name: planName,
    created_at: row.createdAt.toISOString(),
  };
}

/** Everything support needs about one customer, each part asked of the module that owns it. */
export async function getCustomerDetail(context: AppContext, customerId: string): Promise<CustomerDetail> {
  const customer = await findCustomerForAdmin(context, customerId);
  const [subscription, credits, ledger, stories, orders, books] = await Promise.all([
    findCurrentSubscription(context.db, customer.id),
    getCreditBalance(context.db, customer.id),
    listCreditTransactions(context, customer.id, LEDGER_ROWS),
    listStories(context, customer.id, { page: 1, per_page: RECENT }),
    listOrders(context, customer.id, 1, RECENT),
    listBooks(context, customer.id, 1, RECENT),
  ]);
  const plan = subscription ? await planOf(context.db, subscription) : null;
  return {
    ...toCustomerRow(customer, plan?.name ?? null),
    date_of_birth: customer.dateOfBirth,
    disabled_at: customer.disabledAt?.toISOString() ?? null,
    disabled_reason: customer.disabledReason,
    subscription:
      subscription && plan
        ? {
            plan_id: plan.id,
            plan_name: plan.name,
            plan_type: plan.type,
            status: subscription.status,
            current_period_end: subscription.currentPeriodEnd.toISOString(),
            cancel_at_period_end: subscription.cancelAtPeriodEnd,
          }
        : null,
    credits,
    ledger,
    stories: stories.items.map((story) => ({ id: story.id, title: story.title, status: story.status, created_at: story.created_at })),
    orders: orders.items.map((order) => ({ id: order.id, title: order.title, status: order.status, total: order.quote.total, currency: order.quote.currency, created_at: order.created_at })),
    uploaded_books: books.items.map((book) => ({ id: book.id, title: book.title, status: book.status, page_count: book.page_count, created_at: book.created_at })),
  };
}
