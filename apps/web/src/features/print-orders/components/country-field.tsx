import type { PrintCatalogue } from '@studio/contracts/print-orders';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/field-controls';
import { usePrintOrderStore } from '../stores/print-order-store';

interface CountryFieldProps {
  catalogue: PrintCatalogue;
  label: string;
  error?: string;
}

/**
 * Where the books go: one choice, shown with the delivery in step 1 and in the address in step 2. A
 * country that does not offer the chosen delivery switches to its first one, so the price never breaks.
 */
export function CountryField({ catalogue, label, error }: CountryFieldProps) {
  const { form, setShipping } = usePrintOrderStore();
  const choose = (code: string) => {
    const allowed = catalogue.countries.find((country) => country.code === code)?.shipping_levels ?? [];
    setShipping({ country: code, ...(allowed.includes(form.shippingLevel) ? {} : { shippingLevel: allowed[0] ?? form.shippingLevel }) });
  };
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Select {...control} name="country" value={form.country} onChange={(event) => choose(event.target.value)} autoComplete="shipping country">
          {catalogue.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
