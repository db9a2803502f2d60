import type { PrintCatalogue } from '@studio/contracts/print-orders';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/field-controls';
import { usePrintOrderStore } from '../stores/print-order-store';

interface SubdivisionFieldProps {
  catalogue: PrintCatalogue;
  error?: string;
  /** The free-text field, for a country whose addresses need no listed subdivision. */
  fallback: React.ReactNode;
}

/** The state, province or territory: a list of its ISO 3166-2 codes where the printer needs one (US, Canada, Australia, Mexico), else free text. */
export function SubdivisionField({ catalogue, error, fallback }: SubdivisionFieldProps) {
  const country = usePrintOrderStore((state) => state.form.country);
  const value = usePrintOrderStore((state) => state.form.address.state_province_region);
  const setAddress = usePrintOrderStore((state) => state.setAddress);
  const subdivisions = catalogue.countries.find((candidate) => candidate.code === country)?.subdivisions;
  if (!subdivisions?.length) return <>{fallback}</>;
  const chosen = subdivisions.some((subdivision) => subdivision.code === value) ? value : '';
  return (
    <FormField label="State, province or territory" error={error}>
      {(control) => (
        <Select {...control} name="state_province_region" required value={chosen} onChange={(event) => setAddress({ state_province_region: event.target.value })} autoComplete="shipping address-level1">
          <option value="" disabled>
            Choose…
          </option>
          {subdivisions.map((subdivision) => (
            <option key={subdivision.code} value={subdivision.code}>
              {subdivision.name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
