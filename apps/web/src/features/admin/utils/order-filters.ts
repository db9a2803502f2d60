import { ADMIN_ORDER_SORTS, type AdminOrderSort } from '@studio/contracts/admin-orders';
import { PRINT_ORDER_STATUSES, type PrintOrderStatus } from '@studio/contracts/print-orders';
import { isoDateFromParams, oneOfFromParams, pageFromParams, textFromParams } from './search-params';

export const ADMIN_ORDERS_PER_PAGE = 20;

/** The orders list as its address describes it: filters, sort and page. */
export interface OrderListParams {
  status?: PrintOrderStatus;
  from?: string;
  to?: string;
  email?: string;
  q?: string;
  sort: AdminOrderSort;
  direction: 'asc' | 'desc';
  page: number;
}

export function orderListParamsFrom(params: URLSearchParams): OrderListParams {
  return {
    status: oneOfFromParams(params, 'status', PRINT_ORDER_STATUSES),
    from: isoDateFromParams(params, 'from'),
    to: isoDateFromParams(params, 'to'),
    email: textFromParams(params, 'email'),
    q: textFromParams(params, 'q'),
    sort: oneOfFromParams(params, 'sort', ADMIN_ORDER_SORTS) ?? 'created_at',
    direction: oneOfFromParams(params, 'direction', ['asc', 'desc'] as const) ?? 'desc',
    page: pageFromParams(params),
  };
}

/** The query string of the API call (and of the CSV export, without the page): only what is set. */
export function orderListQuery(list: OrderListParams, { paged = true } = {}): Record<string, string | number> {
  const { page, ...filters } = list;
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query[name] = value;
  if (paged) Object.assign(query, { page, per_page: ADMIN_ORDERS_PER_PAGE });
  return query;
}

export const hasOrderFilters = (list: OrderListParams) => Boolean(list.status || list.from || list.to || list.email || list.q);
