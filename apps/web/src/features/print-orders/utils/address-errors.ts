import { shippingAddressSchema } from '@studio/contracts/shipping-address';
import type { PrintOrderForm } from '../stores/print-order-store';

export type AddressErrors = Partial<Record<keyof PrintOrderForm['address'], string>>;

/** The address checked as the server will check it (required fields, postcode and phone for the country): one message per field. */
export function addressErrors(form: Pick<PrintOrderForm, 'address' | 'country'>): AddressErrors {
  const result = shippingAddressSchema.safeParse({ ...form.address, country: form.country });
  if (result.success) return {};
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AddressErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}
