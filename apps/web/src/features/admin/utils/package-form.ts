import { z } from 'zod';
import { reasonSchema } from '@studio/contracts/audit';
import type { AdminCreditPackage, CreditPackageCreate, CreditPackageUpdate } from '@studio/contracts/admin-plans';
import { moneyInputSchema, moneyInputValue, parseMoneyInput } from './money-input';

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'Enter a whole number' })
    .int({ error: 'Enter a whole number' })
    .min(min, { error: `Enter at least ${min}` })
    .max(max, { error: `Enter at most ${max.toLocaleString('en-GB')}` });

/** The credit package form: the price in pounds (sent as integer pence). */
export const packageFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Name is required' }).max(60, { error: 'Keep the name to 60 characters' }),
    credits: wholeNumber(1, 100_000),
    price: moneyInputSchema,
    sort_order: wholeNumber(0, 1000),
    is_active: z.boolean(),
    reason: reasonSchema,
  })
  .refine((values) => (parseMoneyInput(values.price) ?? 0) > 0, { error: 'A package must cost more than 0', path: ['price'] });
export type PackageFormInput = z.input<typeof packageFormSchema>;
export type PackageFormValues = z.output<typeof packageFormSchema>;

export function packageFormDefaults(creditPackage?: AdminCreditPackage): PackageFormInput {
  return {
    name: creditPackage?.name ?? '',
    credits: creditPackage?.credits ?? 50,
    price: creditPackage ? moneyInputValue(creditPackage.price_cents) : '',
    sort_order: creditPackage?.sort_order ?? 0,
    is_active: creditPackage?.is_active ?? true,
    reason: '',
  };
}

const fields = (values: PackageFormValues) => ({ name: values.name, credits: values.credits, price_cents: parseMoneyInput(values.price) ?? 0, sort_order: values.sort_order });

export const toPackageCreate = (values: PackageFormValues): CreditPackageCreate => ({ ...fields(values), currency: 'gbp', reason: values.reason });

/** Every field an administrator can edit, as the package has them now. */
export function editablePackageFields(creditPackage: AdminCreditPackage): Omit<CreditPackageUpdate, 'reason'> {
  const { name, credits, price_cents, sort_order, is_active } = creditPackage;
  return { name, credits, price_cents, sort_order, is_active };
}

/** The edit as a PATCH of every editable field (see toPlanUpdate for why); null when nothing changed. */
export function toPackageUpdate(values: PackageFormValues, creditPackage: AdminCreditPackage): CreditPackageUpdate | null {
  const all = { ...fields(values), is_active: values.is_active };
  const current = editablePackageFields(creditPackage);
  const changed = Object.entries(all).some(([key, value]) => value !== current[key as keyof typeof current]);
  return changed ? { ...all, reason: values.reason } : null;
}

export function packageFormField(field: string): keyof PackageFormInput | undefined {
  if (field === 'price_cents') return 'price';
  const known: Array<keyof PackageFormInput> = ['name', 'credits', 'sort_order', 'is_active', 'reason'];
  return known.find((name) => name === field);
}
