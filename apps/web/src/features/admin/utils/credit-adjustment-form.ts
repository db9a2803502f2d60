import { z } from 'zod';
import { reasonSchema } from '@studio/contracts/audit';
import type { CreditAdjustment } from '@studio/contracts/admin-customers';

/** Give or take back credits: a direction and a positive amount read better than a signed number. */
export const creditAdjustmentFormSchema = z.object({
  direction: z.enum(['add', 'remove']),
  credits: z
    .number({ error: 'Enter a whole number of credits' })
    .int({ error: 'Enter a whole number of credits' })
    .min(1, { error: 'Enter at least 1 credit' })
    .max(100_000, { error: 'At most 100,000 credits at a time' }),
  reason: reasonSchema,
});
export type CreditAdjustmentFormInput = z.input<typeof creditAdjustmentFormSchema>;
export type CreditAdjustmentFormValues = z.output<typeof creditAdjustmentFormSchema>;

export const toCreditAdjustment = ({ direction, credits, reason }: CreditAdjustmentFormValues): CreditAdjustment => ({
  amount: direction === 'add' ? credits : -credits,
  reason,
});
