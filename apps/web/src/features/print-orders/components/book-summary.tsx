import type { Binding, PrintPaperSize } from '@studio/contracts/print-options';
import type { Quote } from '@studio/contracts/print-orders';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { BookPreview } from './book-preview';
import { PriceNotices, QuoteFacts, TotalLine } from './price-summary';

interface BookSummaryProps {
  title: string;
  coverUrl: string | null;
  paperSize: PrintPaperSize;
  binding: Binding;
  quote: Quote | undefined;
  /** A changed option is being priced: the last price stays until the new one comes. */
  updating: boolean;
  /** The options cannot be priced (the reason is shown with the step). */
  unpriced: boolean;
}

/** Beside every step: the book as it will look, and what it costs. On a phone the total sits beside the picture, the details beneath. */
export function BookSummary({ title, coverUrl, paperSize, binding, quote, updating, unpriced }: BookSummaryProps) {
  return (
    <Card>
      <CardContent className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-5 gap-y-3 p-5 sm:grid-cols-[9rem_minmax(0,1fr)] lg:grid-cols-1 lg:p-6">
        <BookPreview paperSize={paperSize} binding={binding} coverUrl={coverUrl} title={title} />
        <div className="flex flex-col gap-1">
          {quote ? <TotalLine quote={quote} /> : unpriced ? <p className="text-sm text-ink-soft">No price for these options</p> : <Spinner label="Pricing" />}
          <p className="text-xs text-ink-soft" role="status">
            {updating && quote ? 'Updating the price…' : ''}
          </p>
        </div>
        {quote && (
          <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
            <QuoteFacts quote={quote} />
            <PriceNotices quote={quote} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
