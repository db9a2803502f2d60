import { z } from 'zod';
import { PLAN_TYPES } from './billing';
import { PRINT_ORDER_STATUSES } from './print-orders';

/** `GET /api/v1/admin/dashboard`: what is happening, what is stuck, who needs help — one call of SQL aggregates. */
/** Something an administrator must look at (a refund that keeps failing, a print job the printer refused). */
export const adminAlertSchema = z.object({
  id: z.string(),
  kind: z.string(),
  reference: z.string(),
  subject: z.string(),
  detail: z.string(),
  created_at: z.string(),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;

export const dashboardSchema = z.object({
  generated_at: z.string(),
  /** `total`: accounts there are now; `new_this_week` and `ever`: sign-ups, deleted accounts included (history does not fall). */
  customers: z.object({ total: z.number().int(), new_this_week: z.number().int(), ever: z.number().int() }),
  /** Current (active or past due) subscriptions, per plan; customers without one are on the free plan. */
  subscriptions_by_plan: z.array(z.object({ plan_id: z.string(), plan_name: z.string(), plan_type: z.enum(PLAN_TYPES), count: z.number().int() })),
  revenue: z.object({
    currency: z.string().length(3),
    /** Paid payments settled this calendar month (UTC), in minor units, less refunds. */
    this_month_cents: z.number().int(),
    /** The last 12 calendar months, oldest first, every month present. */
    by_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amount_cents: z.number().int() })),
  }),
  /** Every status, zero included. */
  orders_by_status: z.array(z.object({ status: z.enum(PRINT_ORDER_STATUSES), count: z.number().int() })),
  /** Paid orders that have not moved for more than two days (waiting for files, the printer or an administrator). */
  orders_needing_attention: z.number().int(),
  credits: z.object({ spent_this_month: z.number().int(), spent_total: z.number().int() }),
  books: z.object({ total: z.number().int(), this_month: z.number().int() }),
  failed_jobs_24h: z.number().int(),
  /** Open alerts, newest first. */
  alerts: z.array(adminAlertSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
