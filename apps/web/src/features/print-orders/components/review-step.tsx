import type { ReactNode } from 'react';
import type { Quote } from '@studio/contracts/print-orders';
import { Button } from '../../../components/ui/button';
import { usePrintOrderStore } from '../stores/print-order-store';
import { AddressBlock, optionsInWords } from './order-details';
import { PriceSummary } from './price-summary';

function ReviewSection({ title, onChange, children }: { title: string; onChange?: () => void; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {onChange && (
          <Button variant="link" onClick={onChange} aria-label={`Change ${title.toLowerCase()}`}>
            Change
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

/** Step 3: everything the order will be, with each line of the price, before anything is paid. */
export function ReviewStep({ quote }: { quote: Quote | undefined }) {
  const { form, goTo } = usePrintOrderStore();
  return (
    <div className="flex flex-col gap-6">
      <ReviewSection title="Your books" onChange={() => goTo(1)}>
        <p className="text-sm">{optionsInWords(form.options)}</p>
      </ReviewSection>
      <ReviewSection title="Delivery to" onChange={() => goTo(2)}>
        <AddressBlock address={{ ...form.address, country: form.country }} shippingLevel={form.shippingLevel} />
        {form.notes && <p className="text-sm text-ink-soft">Notes: {form.notes}</p>}
      </ReviewSection>
      <ReviewSection title="Price">{quote ? <PriceSummary quote={quote} detailed /> : <p className="text-sm text-ink-soft">Pricing…</p>}</ReviewSection>
    </div>
  );
}
