import { shippingAddressSchema, type ShippingAddressInput } from '@studio/contracts/shipping-address';
import { getFieldErrors } from '../../../lib/api-error';
import type { PrintOrderForm } from '../stores/print-order-store';

export type AddressField = keyof ShippingAddressInput;
export type AddressErrors = Partial<Record<AddressField, string>>;

const ADDRESS_FIELDS: ReadonlySet<string> = new Set<AddressField>(Object.keys(shippingAddressSchema.in.shape) as AddressField[]);
const isAddressField = (field: string): field is AddressField => ADDRESS_FIELDS.has(field);

/** The address as one value, with the country chosen for the delivery. */
export const addressOf = (form: Pick<PrintOrderForm, 'address' | 'country'>): Required<ShippingAddressInput> => ({ ...form.address, country: form.country });

/** The address checked as the server will check it (required fields, postcode and phone for the country): one message per field. */
export function addressErrors(form: Pick<PrintOrderForm, 'address' | 'country'>): AddressErrors {
  const result = shippingAddressSchema.safeParse(addressOf(form));
  if (result.success) return {};
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (isAddressField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's own objections to the address of a refused order (422 `errors: [{ field: 'shipping_address.postal_code', … }]`). */
export function serverAddressErrors(error: unknown): AddressErrors {
  const errors: AddressErrors = {};
  for (const { field, message } of getFieldErrors(error)) {
    const [parent, name = ''] = field.split('.');
    if (parent === 'shipping_address' && isAddressField(name)) errors[name] ??= message;
  }
  return errors;
}
