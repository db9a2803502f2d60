import type { PrintCatalogue } from '@studio/contracts/print-orders';
import { PRINT_OPTION_LABELS, type PrintOptions, type PrintPaperSize, type ShippingLevel } from '@studio/contracts/print-options';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/field-controls';
import { usePrintOrderStore } from '../stores/print-order-store';
import { ChoiceGroup } from './choice-group';
import { CountryField } from './country-field';
import { QuantityField } from './quantity-field';

type ChoiceOption = keyof PrintCatalogue['options'];
/** A legend for every option of the catalogue (a Record, so a new option cannot be left out), in the order they are asked. */
const LEGENDS: Record<ChoiceOption, string> = {
  binding: 'Binding',
  paper_size: 'Page size',
  color_mode: 'Colour',
  paper_type: 'Paper',
  quality: 'Print quality',
  cover_finish: 'Cover finish',
};
const CHOICES = (Object.entries(LEGENDS) as Array<[ChoiceOption, string]>).map(([key, legend]) => ({ key, legend }));

/** Step 1: every print option with its choices, the number of copies, and where and how they travel. */
export function OptionsStep({ catalogue, fixedPaperSize, canTalk }: { catalogue: PrintCatalogue; fixedPaperSize: PrintPaperSize | null; canTalk: boolean }) {
  const { form, setOptions, setShipping, setQuantityInvalid, setReadAloudQr } = usePrintOrderStore();
  const country = catalogue.countries.find((candidate) => candidate.code === form.country);
  const levels = catalogue.shipping_levels.filter((level) => country?.shipping_levels.includes(level.value));
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
      {canTalk && <ReadAloudQrOption checked={form.readAloudQr} onChange={setReadAloudQr} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <QuantityField
          value={form.options.quantity}
          min={catalogue.quantity.min}
          max={catalogue.quantity.max}
          onChange={(quantity) => setOptions({ quantity })}
          onInvalidChange={setQuantityInvalid}
        />
        <CountryField catalogue={catalogue} label="Deliver to" />
        <FormField label="Delivery">
          {(control) => (
            <Select {...control} value={form.shippingLevel} onChange={(event) => setShipping({ shippingLevel: event.target.value as ShippingLevel })}>
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

/** Issue 32: the printed book opens its own read-aloud version; what the link is and who switches it off, said here. */
function ReadAloudQrOption({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="rounded-2xl border border-line bg-paper p-4">
      <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold">
        <input type="checkbox" className="mt-0.5 size-4 accent-coral-600" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby="read-aloud-qr-help" />
        Print a QR code on the back cover that opens the read-aloud version
      </label>
      <p id="read-aloud-qr-help" className="mt-2 pl-7 text-sm text-ink-soft">
        Placing the order makes a private link to this book that never expires, labelled with the order, in the book’s share links. Anyone holding the printed book can open it. Cancelling the order does not switch the link off: you can switch it off yourself at any time under Share on the book’s page, and the printed code then opens nothing.
      </p>
    </div>
  );
}
