import type { PrintCatalogue } from '@studio/contracts/print-orders';
import { PRINT_OPTION_LABELS, type PrintOptions, type PrintPaperSize } from '@studio/contracts/print-options';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/field-controls';
import { Input } from '../../../components/ui/input';
import { usePrintOrderStore } from '../stores/print-order-store';
import { ChoiceGroup } from './choice-group';

type ChoiceOption = keyof PrintCatalogue['options'];
const CHOICES: ReadonlyArray<{ key: ChoiceOption; legend: string }> = [
  { key: 'binding', legend: 'Binding' },
  { key: 'paper_size', legend: 'Page size' },
  { key: 'color_mode', legend: 'Colour' },
  { key: 'paper_type', legend: 'Paper' },
  { key: 'quality', legend: 'Print quality' },
  { key: 'cover_finish', legend: 'Cover finish' },
];

/** Step 1: every print option with its choices, the number of copies, and where and how they travel. */
export function OptionsStep({ catalogue, fixedPaperSize }: { catalogue: PrintCatalogue; fixedPaperSize: PrintPaperSize | null }) {
  const { form, setOptions, setShipping } = usePrintOrderStore();
  const country = catalogue.countries.find((candidate) => candidate.code === form.country);
  const levels = catalogue.shipping_levels.filter((level) => country?.shipping_levels.includes(level.value));
  const chooseCountry = (code: string) => {
    const allowed = catalogue.countries.find((candidate) => candidate.code === code)?.shipping_levels ?? [];
    setShipping({ country: code, ...(allowed.includes(form.shippingLevel) ? {} : { shippingLevel: allowed[0] ?? form.shippingLevel }) });
  };
  return (
    <div className="flex flex-col gap-6">
      {fixedPaperSize && (
        <p className="rounded-xl bg-cream px-4 py-3 text-sm">
          Page size: <strong>{PRINT_OPTION_LABELS.paper_size[fixedPaperSize]}</strong>, the size of your file.
        </p>
      )}
      {CHOICES.filter(({ key }) => !(fixedPaperSize && key === 'paper_size')).map(({ key, legend }) => (
        <ChoiceGroup
          key={key}
          legend={legend}
          name={key}
          value={String(form.options[key])}
          choices={catalogue.options[key].values}
          onChange={(value) => setOptions({ [key]: value } as Partial<PrintOptions>)}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Copies" hint={`${catalogue.quantity.min}–${catalogue.quantity.max}; more copies cost less each`}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={catalogue.quantity.min}
              max={catalogue.quantity.max}
              value={form.options.quantity}
              onChange={(event) => {
                const quantity = Math.trunc(Number(event.target.value));
                if (Number.isFinite(quantity)) setOptions({ quantity: Math.min(catalogue.quantity.max, Math.max(catalogue.quantity.min, quantity)) });
              }}
            />
          )}
        </FormField>
        <FormField label="Deliver to">
          {(control) => (
            <Select {...control} value={form.country} onChange={(event) => chooseCountry(event.target.value)} autoComplete="country">
              {catalogue.countries.map((candidate) => (
                <option key={candidate.code} value={candidate.code}>
                  {candidate.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Delivery">
          {(control) => (
            <Select {...control} value={form.shippingLevel} onChange={(event) => setShipping({ shippingLevel: event.target.value as typeof form.shippingLevel })}>
              {levels.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </div>
  );
}
