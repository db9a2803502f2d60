import { z } from 'zod';
import { reasonSchema } from './audit';
import { ROLES } from './auth';
import { creditBalanceSchema, creditTransactionSchema, PLAN_TYPES, SUBSCRIPTION_STATUSES } from './billing';
import { pageQuerySchema } from './pagination';
import { PRINT_ORDER_STATUSES } from './print-orders';
import { UPLOADED_BOOK_STATUSES } from './uploaded-books';

/** `GET /api/v1/customers?q=&page=&per_page=`: `q` matches the e-mail or the name. */
export const customerListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(200).optional() });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(ROLES),
  is_verified: z.boolean(),
  disabled: z.boolean(),
  plan_name: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerDetailSchema = customerRowSchema.extend({
  date_of_birth: z.string().nullable(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  subscription: z
    .object({
      plan_id: z.string(),
      plan_name: z.string(),
      plan_type: z.enum(PLAN_TYPES),
      status: z.enum(SUBSCRIPTION_STATUSES),
      current_period_end: z.string(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  credits: creditBalanceSchema,
  /** The newest ledger entries. */
  ledger: z.array(creditTransactionSchema),
  stories: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), created_at: z.string() })),
  orders: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(PRINT_ORDER_STATUSES), total: z.number().int(), currency: z.string(), created_at: z.string() })),
  uploaded_books: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(UPLOADED_BOOK_STATUSES), page_count: z.number().int().nullable(), created_at: z.string() })),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const reason = reasonSchema;

/** `PATCH /api/v1/customers/{id}`: change the role, or disable / enable the account. */
export const customerUpdateSchema = z
  .object({ role: z.enum(ROLES).optional(), disabled: z.boolean().optional(), reason })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, { error: 'Change the role or whether the account is disabled' });
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

/** `POST /api/v1/customers/{id}/credits`: a ledger entry, positive to give, negative to take back. */
export const creditAdjustmentSchema = z.object({
  amount: z
    .number({ error: 'Enter a whole number of credits' })
    .int({ error: 'Enter a whole number of credits' })
    .min(-100_000)
    .max(100_000)
    .refine((value) => value !== 0, { error: 'The amount cannot be 0' }),
  reason,
});
export type CreditAdjustment = z.input<typeof creditAdjustmentSchema>;
