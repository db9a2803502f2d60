import type { ChangeEvent } from 'react';
import { countryName } from '@studio/contracts/shipping-address';
import { FormField } from '../../../components/ui/form-field';
import { TextArea } from '../../../components/ui/field-controls';
import { Input } from '../../../components/ui/input';
import { usePrintOrderStore, type PrintOrderForm } from '../stores/print-order-store';

type AddressField = keyof PrintOrderForm['address'];
const FIELDS: ReadonlyArray<{ name: AddressField; label: string; autoComplete: string; optional?: boolean; type?: string }> = [
  { name: 'full_name', label: 'Full name', autoComplete: 'name' },
  { name: 'address_line_1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'address_line_2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', optional: true },
  { name: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { name: 'state_province_region', label: 'County, state or region (optional)', autoComplete: 'address-level1', optional: true },
  { name: 'postal_code', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone number (for the courier)', autoComplete: 'tel', type: 'tel' },
];

/** Step 2: where the books go. Every keystroke is kept, so a reload loses nothing. */
export function AddressStep({ errors }: { errors: Partial<Record<AddressField, string>> }) {
  const { form, setAddress, setNotes } = usePrintOrderStore();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === 'full_name' || field.name.startsWith('address_line') ? 'sm:col-span-2' : undefined}>
            <FormField label={field.label} error={errors[field.name]}>
              {(control) => (
                <Input
                  {...control}
                  name={field.name}
                  type={field.type ?? 'text'}
                  autoComplete={`shipping ${field.autoComplete}`}
                  required={!field.optional}
                  value={form.address[field.name]}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => setAddress({ [field.name]: event.target.value })}
                />
              )}
            </FormField>
          </div>
        ))}
      </div>
      <p className="text-sm text-ink-soft">
        Country: <strong className="text-ink">{countryName(form.country)}</strong> (chosen with the delivery in step 1)
      </p>
      <FormField label="Notes for us (optional)" hint="Anything we should know about this order. Nothing here is printed in the book.">
        {(control) => <TextArea {...control} maxLength={1000} value={form.notes} onChange={(event) => setNotes(event.target.value)} />}
      </FormField>
    </div>
  );
}
