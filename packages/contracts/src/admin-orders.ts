import { z } from 'zod';
import { reasonSchema } from './audit';
import { calendarDateSchema } from './dates';
import { PRINT_ORDER_STATUSES, printOrderSchema, statusChangeSchema } from './print-orders';
import { pageQuerySchema } from './pagination';
import { webLinkSchema } from './web-links';

export const ADMIN_ORDER_SORTS = ['created_at', 'updated_at', 'total', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** Filters of `GET /api/v1/admin/orders` and its CSV export. Dates are whole UTC days, both ends included. */
export const adminOrderFiltersSchema = z.object({
  status: z.enum(PRINT_ORDER_STATUSES).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  /** Matches the book title, the order id or the recipient's name. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export const adminOrderListQuerySchema = pageQuerySchema
  .extend(adminOrderFiltersSchema.shape)
  .refine((value) => !value.from || !value.to || value.from <= value.to, { error: 'The start date must be on or before the end date', path: ['to'] });
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;
export type AdminOrderFilters = z.input<typeof adminOrderFiltersSchema>;

/** Who ordered; null once they deleted their account (a paid order is kept, anonymised, for the accounts). */
export const orderCustomerSchema = z.object({ id: z.string(), email: z.string(), full_name: z.string() }).nullable();

export const adminOrderRowSchema = z.object({
  id: z.string(),
  status: z.enum(PRINT_ORDER_STATUSES),
  title: z.string(),
  customer: orderCustomerSchema,
  quantity: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  country: z.string(),
  provider: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const orderFileSchema = z.object({ kind: z.enum(['interior', 'cover']), url: z.string() });

/** An order as the back office sees it: the customer's view plus who, the files, the provider and the next legal moves. */
/** A status change as the back office sees it: `reason` is what the customer was told, `internal_reason` what only administrators see. */
export const adminStatusChangeSchema = statusChangeSchema.extend({ internal_reason: z.string().nullable() });
export type AdminStatusChange = z.infer<typeof adminStatusChangeSchema>;

export const adminOrderSchema = printOrderSchema.extend({
  history: z.array(adminStatusChangeSchema),
  customer: orderCustomerSchema,
  files: z.array(orderFileSchema),
  provider: z.string().nullable(),
  provider_job_id: z.string().nullable(),
  provider_status: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The states an administrator may move this order to now. */
  next_statuses: z.array(z.enum(PRINT_ORDER_STATUSES)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const reason = reasonSchema;

/** `POST /api/v1/admin/orders/{id}/transitions`. Shipping needs a tracking number; `refunded` refunds the payment. */
export const orderTransitionRequestSchema = z
  .object({
    to: z.enum(PRINT_ORDER_STATUSES),
    /** Internal: kept in the audit log and the back office, never shown to the customer. */
    reason,
    /** Optional: shown in the customer's order history and added to the e-mail about this change. */
    customer_message: z.string().trim().min(1).max(1000).optional(),
    carrier: z.string().trim().min(1).max(80).optional(),
    tracking_number: z.string().trim().min(3).max(80).optional(),
    tracking_url: webLinkSchema.optional(),
  })
  .refine((value) => value.to !== 'shipped' || Boolean(value.tracking_number), {
    error: 'A shipped order needs its tracking number',
    path: ['tracking_number'],
  });
export type OrderTransitionRequest = z.input<typeof orderTransitionRequestSchema>;
