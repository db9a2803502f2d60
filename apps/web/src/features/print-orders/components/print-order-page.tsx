import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@studio/contracts/billing';
import type { PrintPaperSize } from '@studio/contracts/print-options';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { getErrorMessage } from '../../../lib/api-error';
import { usePrintCatalogue } from '../api/print-catalogue';
import { usePrintQuote } from '../api/print-quote';
import { clampStep, usePrintOrderStore, type WizardStep } from '../stores/print-order-store';
import { addressErrors, type AddressErrors } from '../utils/address-errors';
import type { BookRef } from '../utils/book-ref';
import { useDebouncedValue } from '../utils/use-debounced-value';
import { AddressStep } from './address-step';
import { BookPreview } from './book-preview';
import { OptionsStep } from './options-step';
import { PayStep } from './pay-step';
import { PriceSummary } from './price-summary';
import { ReviewStep } from './review-step';

const STEP_TITLES = ['Options', 'Address', 'Review', 'Pay'];
const QUOTE_DEBOUNCE_MS = 250;

interface PrintOrderPageProps {
  book: BookRef;
  title: string;
  coverUrl: string | null;
  /** An uploaded file prints at its own size: the size is shown, not offered. */
  fixedPaperSize?: PrintPaperSize | null;
}

/** Spec §4: the 4-step print-order wizard, with the live price and a picture of the book beside every step. */
export function PrintOrderPage({ book, title, coverUrl, fixedPaperSize = null }: PrintOrderPageProps) {
  const catalogue = usePrintCatalogue();
  const { step, form, next, previous, goTo, setOptions } = usePrintOrderStore();
  useEffect(() => {
    if (fixedPaperSize && form.options.paper_size !== fixedPaperSize) setOptions({ paper_size: fixedPaperSize });
  }, [fixedPaperSize, form.options.paper_size, setOptions]);
  const [searchParams, setSearchParams] = useSearchParams();
  const [errors, setErrors] = useState<AddressErrors>({});
  const quoteInput = useDebouncedValue({ options: form.options, country: form.country, shippingLevel: form.shippingLevel }, QUOTE_DEBOUNCE_MS);
  const quote = usePrintQuote(book, quoteInput);
  const priced = quote.data?.quote ?? undefined;
  const quoteError = quote.isError ? getErrorMessage(quote.error) : null;

  // The step lives in the address bar (never in storage): a reload stays on it, unless an earlier step is unfinished.
  useEffect(() => {
    const wanted = clampStep(Number(searchParams.get('step') ?? 1));
    const reachable: WizardStep = wanted > 2 && Object.keys(addressErrors(usePrintOrderStore.getState().form)).length > 0 ? 2 : wanted;
    goTo(reachable);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (searchParams.get('step') !== String(step)) setSearchParams({ step: String(step) }, { replace: true });
  }, [step, searchParams, setSearchParams]);
  useEffect(() => {
    // A block, not an expression: newer browsers answer scrollTo with a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
  }, [step]);

  const goNext = () => {
    if (step === 2) {
      const found = addressErrors(form);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    next();
  };

  if (catalogue.isPending) return <Spinner label="Loading the print options" className="mx-auto my-16" />;
  if (catalogue.isError) return <Alert className="m-6">{getErrorMessage(catalogue.error)}</Alert>;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-5 py-8 sm:py-10">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-bold tracking-wide text-coral-700 uppercase">Order printed copies</p>
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        <StepIndicator steps={STEP_TITLES} current={step - 1} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardContent className="flex flex-col gap-6">
            <h2 className="text-xl font-semibold">
              Step {step} of 4: {STEP_TITLES[step - 1]}
            </h2>
            {step === 1 && <OptionsStep catalogue={catalogue.data} fixedPaperSize={fixedPaperSize} />}
            {step === 2 && <AddressStep errors={errors} />}
            {step === 3 && <ReviewStep quote={priced} />}
            {step === 4 && <PayStep book={book} quote={priced} />}
            {quoteError && <Alert>{quoteError}</Alert>}
            <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-5">
              <Button variant="outline" onClick={previous} disabled={step === 1}>
                Back
              </Button>
              {step < 4 && (
                <Button onClick={goNext} disabled={Boolean(quoteError) || !priced}>
                  {step === 3 ? 'Continue to payment' : 'Next'}
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
        <aside aria-label="Your book" className="lg:sticky lg:top-6 lg:self-start">
          <Card>
            <CardContent className="flex flex-col gap-4">
              <BookPreview paperSize={form.options.paper_size} binding={form.options.binding} coverUrl={coverUrl} title={title} />
              {priced ? <PriceSummary quote={priced} /> : !quoteError && <Spinner label="Pricing" />}
              {quote.isFetching && priced && <p className="text-xs text-ink-soft" role="status">Updating the price…</p>}
            </CardContent>
          </Card>
        </aside>
      </div>
      {priced && step < 3 && (
        // On a phone the summary is far below the options: the total stays in sight while they change.
        <p className="sticky bottom-0 -mx-5 flex items-center justify-between border-t border-line bg-white/95 px-5 py-3 shadow-soft backdrop-blur lg:hidden">
          <span className="font-bold">Total</span>
          <span className="text-xl font-bold tabular-nums" aria-hidden="true">
            {formatMoney(priced.total, priced.currency)}
          </span>
        </p>
      )}
    </div>
  );
}
