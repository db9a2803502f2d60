import { useEffect } from 'react';
import { formatMoney } from '@studio/contracts/money';
import type { PrintPaperSize } from '@studio/contracts/print-options';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { getErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { usePrintCatalogue } from '../api/print-catalogue';
import { usePrintQuote } from '../api/print-quote';
import { useAddressCheck } from '../hooks/use-address-check';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlacementKey } from '../hooks/use-placement-key';
import { useStepInAddressBar } from '../hooks/use-step-in-address-bar';
import { usePrintOrderStore } from '../stores/print-order-store';
import type { AddressErrors } from '../utils/address-errors';
import type { BookRef } from '../utils/book-ref';
import { suggestedBinding } from '../utils/suggested-binding';
import { AddressStep } from './address-step';
import { BookSummary } from './book-summary';
import { OptionsStep } from './options-step';
import { PayStep } from './pay-step';
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
  const { form, next, previous, goTo, setOptions, suggestBinding, isQuantityInvalid } = usePrintOrderStore();
  const { step, heading } = useStepInAddressBar();
  useEffect(() => {
    if (fixedPaperSize && form.options.paper_size !== fixedPaperSize) setOptions({ paper_size: fixedPaperSize });
  }, [fixedPaperSize, form.options.paper_size, setOptions]);
  const address = useAddressCheck(form);
  const idempotencyKey = usePlacementKey([book.params, form]);
  const quoteInput = useDebouncedValue({ options: form.options, country: form.country, shippingLevel: form.shippingLevel }, QUOTE_DEBOUNCE_MS);
  const quote = usePrintQuote(book, quoteInput);
  // While the copies typed cannot be ordered, the price of the last good number is not shown as theirs.
  const priced = isQuantityInvalid ? undefined : (quote.data?.quote ?? undefined);
  const quoteError = quote.isError ? getErrorMessage(quote.error) : null;
  const pageCount = quote.data?.quote?.page_count;
  useEffect(() => {
    const suggested = catalogue.data && pageCount !== undefined ? suggestedBinding(catalogue.data, pageCount) : null;
    if (suggested) suggestBinding(suggested);
  }, [catalogue.data, pageCount, suggestBinding]);

  const goNext = () => {
    if (step === 2 && !address.check()) return;
    next();
  };
  const addressRejected = (errors: AddressErrors) => {
    address.reject(errors);
    goTo(2);
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
            <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
              Step {step} of 4: {STEP_TITLES[step - 1]}
            </h2>
            {step === 1 && <OptionsStep catalogue={catalogue.data} fixedPaperSize={fixedPaperSize} canTalk={book.kind === 'story'} />}
            {step === 2 && <AddressStep catalogue={catalogue.data} errors={address.errors} />}
            {step === 3 && <ReviewStep quote={priced} />}
            {step === 4 && <PayStep book={book} quote={priced} idempotencyKey={idempotencyKey} onAddressRejected={addressRejected} />}
            {quoteError && <Alert>{quoteError}</Alert>}
            <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={previous} disabled={step === 1} className="w-full sm:w-auto">
                Back
              </Button>
              {step < 4 && (
                <Button onClick={goNext} disabled={Boolean(quoteError) || !priced} className="w-full sm:w-auto">
                  {step === 3 ? 'Continue to payment' : 'Next'}
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
        {/* On a phone the book and its price come first while the options are chosen, after the form later, and not at all beside the review, which holds every line. */}
        <aside aria-label="Your book" className={cn('lg:sticky lg:top-6 lg:self-start', step === 1 && 'order-first lg:order-none', step === 3 && 'hidden lg:block')}>
          <BookSummary
            title={title}
            coverUrl={coverUrl}
            paperSize={form.options.paper_size}
            binding={form.options.binding}
            quote={priced}
            updating={quote.isFetching}
            unpriced={Boolean(quoteError) || isQuantityInvalid}
          />
        </aside>
      </div>
      {priced && step < 3 && (
        // On a phone the summary scrolls away: the total stays in sight while the options change.
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
