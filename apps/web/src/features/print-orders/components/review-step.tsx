import type { ReactNode } from 'react';
import type { Quote } from '@studio/contracts/print-orders';
import { Button } from '../../../components/ui/button';
import { usePrintOrderStore, type WizardStep } from '../stores/print-order-store';
import { addressOf } from '../utils/address-errors';
import { AddressBlock, optionsInWords } from './order-details';
import { PriceSummary } from './price-summary';

function ReviewSection({ title, editStep, children }: { title: string; editStep?: WizardStep; children: ReactNode }) {
  const goTo = usePrintOrderStore((state) => state.goTo);
  return (
    <section className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{title}</h3>
        {editStep && (
          <Button variant="link" onClick={() => goTo(editStep)} aria-label={`Edit ${title.toLowerCase()}`}>
            Edit
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

/** Step 3: everything the order will be, with each line of the price and the dates, before anything is paid. */
export function ReviewStep({ quote }: { quote: Quote | undefined }) {
  const form = usePrintOrderStore((state) => state.form);
  return (
    <div className="flex flex-col gap-6">
      <ReviewSection title="Your books" editStep={1}>
        <p className="text-sm">{optionsInWords(form.options)}</p>
      </ReviewSection>
      <ReviewSection title="Delivery address" editStep={2}>
        <AddressBlock address={addressOf(form)} shippingLevel={form.shippingLevel} />
        {form.notes && <p className="text-sm text-ink-soft">Notes: {form.notes}</p>}
      </ReviewSection>
      <ReviewSection title="Price">{quote ? <PriceSummary quote={quote} detailed /> : <p className="text-sm text-ink-soft">Pricing…</p>}</ReviewSection>
    </div>
  );
}
