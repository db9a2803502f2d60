import type { PrintCatalogue } from '@studio/contracts/print-orders';
import { FormField } from '../../../components/ui/form-field';
import { TextArea } from '../../../components/ui/field-controls';
import { Input } from '../../../components/ui/input';
import { usePrintOrderStore, type PrintOrderForm } from '../stores/print-order-store';
import type { AddressErrors } from '../utils/address-errors';
import { CountryField } from './country-field';
import { SubdivisionField } from './subdivision-field';

type TypedField = keyof PrintOrderForm['address'];
interface FieldSpec {
  name: TypedField;
  label: string;
  autoComplete: string;
  optional?: boolean;
  type?: string;
  wide?: boolean;
}
const FIELDS_BEFORE_COUNTRY: readonly FieldSpec[] = [
  { name: 'full_name', label: 'Full name', autoComplete: 'name', wide: true },
  { name: 'address_line_1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
  { name: 'address_line_2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', optional: true, wide: true },
  { name: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { name: 'state_province_region', label: 'County, state or region (optional)', autoComplete: 'address-level1', optional: true },
  { name: 'postal_code', label: 'Postcode', autoComplete: 'postal-code' },
];
const PHONE: FieldSpec = { name: 'phone', label: 'Phone number (for the courier)', autoComplete: 'tel', type: 'tel' };

function AddressInput({ field, error }: { field: FieldSpec; error?: string }) {
  const value = usePrintOrderStore((state) => state.form.address[field.name]);
  const setAddress = usePrintOrderStore((state) => state.setAddress);
  return (
    <div className={field.wide ? 'sm:col-span-2' : undefined}>
      <FormField label={field.label} error={error}>
        {(control) => (
          <Input
            {...control}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={`shipping ${field.autoComplete}`}
            required={!field.optional}
            value={value}
            onChange={(event) => setAddress({ [field.name]: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}

/** Step 2: where the books go. Every keystroke is kept, so a reload loses nothing; a message sits under each field it is about. */
export function AddressStep({ catalogue, errors }: { catalogue: PrintCatalogue; errors: AddressErrors }) {
  const notes = usePrintOrderStore((state) => state.form.notes);
  const setNotes = usePrintOrderStore((state) => state.setNotes);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS_BEFORE_COUNTRY.map((field) =>
          field.name === 'state_province_region' ? (
            <SubdivisionField key={field.name} catalogue={catalogue} error={errors[field.name]} fallback={<AddressInput field={field} error={errors[field.name]} />} />
          ) : (
            <AddressInput key={field.name} field={field} error={errors[field.name]} />
          ),
        )}
        <CountryField catalogue={catalogue} label="Country" error={errors.country} />
        <AddressInput field={PHONE} error={errors.phone} />
      </div>
      <FormField label="Notes for us (optional)" hint="Anything we should know about this order. Nothing here is printed in the book.">
        {(control) => <TextArea {...control} maxLength={1000} value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </FormField>
    </div>
  );
}
