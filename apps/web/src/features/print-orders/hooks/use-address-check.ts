import { useState } from 'react';
import type { PrintOrderForm } from '../stores/print-order-store';
import { addressErrors, addressOf, type AddressErrors, type AddressField } from '../utils/address-errors';

interface Rejection {
  errors: AddressErrors;
  /** What the fields held when the server refused them: a message goes once its field is changed. */
  values: Record<AddressField, string>;
}

/**
 * Step 2's messages: none while the customer first types, all of them once Next is pressed, and from
 * then on checked again with every keystroke, so a corrected field loses its message at once.
 */
export function useAddressCheck(form: Pick<PrintOrderForm, 'address' | 'country'>) {
  const [checked, setChecked] = useState(false);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const values = addressOf(form);
  const fromServer: AddressErrors = {};
  for (const [field, message] of Object.entries(rejection?.errors ?? {}) as Array<[AddressField, string]>) {
    if (rejection?.values[field] === values[field]) fromServer[field] = message;
  }
  const errors: AddressErrors = { ...fromServer, ...(checked ? addressErrors(form) : {}) };
  return {
    errors,
    /** Next on step 2: shows every message; true when there is none. */
    check: (): boolean => {
      setChecked(true);
      return Object.keys({ ...fromServer, ...addressErrors(form) }).length === 0;
    },
    /** The server refused the address of a placed order: its messages go under their fields. */
    reject: (serverErrors: AddressErrors) => {
      setChecked(true);
      setRejection({ errors: serverErrors, values });
    },
  };
}
