import { SHIPPING_LEVEL_LABELS, SHIPPING_LEVELS } from '@studio/contracts/print-options';
import type { ShippingZone } from '@studio/contracts/print-prices';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Input } from '../../../../components/ui/input';
import type { PriceListFormInput } from '../../utils/price-list-form';
import { MoneyInput } from './money-input';

const ZONE_LABELS: Record<ShippingZone, string> = { domestic: 'Domestic', europe: 'Europe', north_america: 'North America', rest_of_world: 'Rest of the world' };

/** A row of the editor: service, first copy, each extra copy, days. Columns from `sm` up; stacked on a phone. */
const ROW = 'grid grid-cols-2 items-start gap-x-3 gap-y-2 sm:grid-cols-[11rem_8rem_8rem_1fr]';
const CAPTION = 'text-xs font-bold text-ink-soft uppercase';

interface ShippingRatesEditorProps {
  zone: ShippingZone;
  countries: string[];
  control: Control<PriceListFormInput>;
  register: UseFormRegister<PriceListFormInput>;
  errors: FieldErrors<PriceListFormInput>;
}

/** One zone's shipping levels: offered or not, the first copy's price, each further copy's, and the days in transit. */
export function ShippingRatesEditor({ zone, countries, control, register, errors }: ShippingRatesEditorProps) {
  const levels = useWatch({ control, name: `shipping.${zone}` });
  const label = ZONE_LABELS[zone];
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 font-semibold">
        {label} <span className="text-sm font-normal text-ink-soft">({countries.length > 0 ? countries.join(', ') : 'no countries'})</span>
      </legend>
      <div className={`${ROW} hidden sm:grid`} aria-hidden="true">
        <span className={CAPTION}>Service</span>
        <span className={CAPTION}>First copy</span>
        <span className={CAPTION}>Each extra copy</span>
        <span className={CAPTION}>Days in transit</span>
      </div>
      <ul className="flex flex-col divide-y divide-line/70">
        {SHIPPING_LEVELS.map((level) => {
          const offered = levels?.[level]?.offered ?? false;
          const rateErrors = errors.shipping?.[zone]?.[level];
          const name = `${label}, ${SHIPPING_LEVEL_LABELS[level]}`;
          const rowError = rateErrors?.first_copy?.message ?? rateErrors?.additional_copy?.message ?? rateErrors?.min_days?.message ?? rateErrors?.max_days?.message;
          return (
            <li key={level} className="flex flex-col gap-1 py-2">
              <div className={ROW}>
                <label className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:h-10">
                  <input type="checkbox" className="size-4 accent-coral-600" aria-label={`Offer ${name}`} {...register(`shipping.${zone}.${level}.offered`)} />
                  <span className={offered ? 'font-semibold' : 'text-ink-soft'}>{SHIPPING_LEVEL_LABELS[level]}</span>
                </label>
                {offered && (
                  <>
                    <span className="flex flex-col gap-1">
                      <span className={`${CAPTION} sm:hidden`} aria-hidden="true">
                        First copy
                      </span>
                      <MoneyInput aria-label={`${name}: first copy`} aria-invalid={Boolean(rateErrors?.first_copy)} {...register(`shipping.${zone}.${level}.first_copy`)} />
                    </span>
                    <span className="flex flex-col gap-1">
                      <span className={`${CAPTION} sm:hidden`} aria-hidden="true">
                        Each extra copy
                      </span>
                      <MoneyInput aria-label={`${name}: each extra copy`} aria-invalid={Boolean(rateErrors?.additional_copy)} {...register(`shipping.${zone}.${level}.additional_copy`)} />
                    </span>
                    <span className="col-span-2 flex flex-col gap-1 sm:col-span-1">
                      <span className={`${CAPTION} sm:hidden`} aria-hidden="true">
                        Days in transit
                      </span>
                      <span className="flex items-center gap-1.5">
                        <Input type="number" min={0} step={1} className="h-10 w-20" aria-label={`${name}: fewest days`} aria-invalid={Boolean(rateErrors?.min_days)} {...register(`shipping.${zone}.${level}.min_days`, { valueAsNumber: true })} />
                        <span aria-hidden="true">–</span>
                        <Input type="number" min={0} step={1} className="h-10 w-20" aria-label={`${name}: most days`} aria-invalid={Boolean(rateErrors?.max_days)} {...register(`shipping.${zone}.${level}.max_days`, { valueAsNumber: true })} />
                        <span className="text-sm text-ink-soft">days</span>
                      </span>
                    </span>
                  </>
                )}
                {!offered && <span className="col-span-2 text-sm text-ink-soft sm:col-span-3 sm:self-center">Not offered</span>}
              </div>
              {offered && rowError && <p className="text-xs font-medium text-danger-600">{rowError}</p>}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
