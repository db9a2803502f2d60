import { zodResolver } from '@hookform/resolvers/zod';
import { BINDINGS, COLOR_MODES, PRINT_OPTION_LABELS, PRINT_PAPER_SIZES, PRINT_QUALITIES } from '@studio/contracts/print-options';
import { priceListUpdateSchema, SHIPPING_ZONES, type PriceListVersion } from '@studio/contracts/print-prices';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { Input } from '../../../../components/ui/input';
import { getErrorMessage } from '../../../../lib/api-error';
import { useUpdatePrintPrices } from '../../api/update-print-prices';
import { countriesByZone, priceListFormDefaults, priceListFormSchema, toPriceList, type PriceListFormInput, type PriceListFormValues } from '../../utils/price-list-form';
import { MoneyInput } from './money-input';
import { SaveRow } from './save-row';
import { ShippingRatesEditor } from './shipping-rates-editor';

/** A labelled control with its error, compact enough for a grid of prices. */
function PriceField({ label, error, children }: { label: string; error?: string; children: (props: { 'aria-label': string; 'aria-invalid': boolean }) => ReactNode }) {
  return (
    <div className="flex flex-col justify-end gap-1">
      <span className="text-sm font-semibold" aria-hidden="true">
        {label}
      </span>
      {children({ 'aria-label': label, 'aria-invalid': Boolean(error) })}
      {error && <span className="text-xs font-medium text-danger-600">{error}</span>}
    </div>
  );
}

/** The print prices and shipping rates; saving makes a new version (orders already placed keep theirs). */
export function PriceListForm({ current }: { current: PriceListVersion }) {
  const update = useUpdatePrintPrices();
  const form = useForm<PriceListFormInput, unknown, PriceListFormValues>({ resolver: zodResolver(priceListFormSchema), defaultValues: priceListFormDefaults(current.prices) });
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty } = form.formState;
  const zones = countriesByZone(current.prices);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync(priceListUpdateSchema.parse({ prices: toPriceList(values, current.prices), reason: values.reason }));
      form.reset(priceListFormDefaults(saved.prices));
      toast.success(`Print prices saved as version ${saved.version}`);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {serverError && <Alert>{serverError}</Alert>}
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">Per copy, by binding</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {BINDINGS.map((binding) => (
            <PriceField key={binding} label={PRINT_OPTION_LABELS.binding[binding]} error={errors.binding_base?.[binding]?.message}>
              {(props) => <MoneyInput {...props} {...form.register(`binding_base.${binding}`)} />}
            </PriceField>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">Per printed page</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {COLOR_MODES.flatMap((mode) =>
            PRINT_QUALITIES.map((quality) => (
              <PriceField key={`${mode}-${quality}`} label={`${PRINT_OPTION_LABELS.color_mode[mode]}, ${PRINT_OPTION_LABELS.quality[quality].toLowerCase()}`} error={errors.page?.[mode]?.[quality]?.message}>
                {(props) => <MoneyInput {...props} {...form.register(`page.${mode}.${quality}`)} />}
              </PriceField>
            )),
          )}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">Extras</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <PriceField label="Premium paper, per page" error={errors.premium_paper_page?.message}>
            {(props) => <MoneyInput {...props} {...form.register('premium_paper_page')} />}
          </PriceField>
          <PriceField label="Gloss cover, per copy" error={errors.gloss_cover?.message}>
            {(props) => <MoneyInput {...props} {...form.register('gloss_cover')} />}
          </PriceField>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">Paper size, as % of the A4 price</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {PRINT_PAPER_SIZES.map((size) => (
            <PriceField key={size} label={PRINT_OPTION_LABELS.paper_size[size]} error={errors.paper_size_percent?.[size]?.message}>
              {(props) => <Input type="number" min={1} max={500} step={1} className="h-10" {...props} {...form.register(`paper_size_percent.${size}`, { valueAsNumber: true })} />}
            </PriceField>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-5">
        <h3 className="font-sans text-base font-semibold">Shipping</h3>
        {SHIPPING_ZONES.map((zone) => (
          <ShippingRatesEditor key={zone} zone={zone} countries={zones[zone]} control={form.control} register={form.register} errors={errors} />
        ))}
      </div>
      <p className="text-sm text-ink-soft">Volume discounts, production days, countries and tax are kept as they are in this version.</p>
      <SaveRow reason={form.register('reason')} reasonError={errors.reason?.message} isDirty={isDirty} isSubmitting={isSubmitting} label="Save as a new version" />
    </form>
  );
}
