import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { formatMoney } from '@studio/contracts/billing';
import type { Quote } from '@studio/contracts/print-orders';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { goToCheckout } from '../../../lib/go-to-checkout';
import { usePlacePrintOrder } from '../api/place-print-order';
import { usePrintOrderStore } from '../stores/print-order-store';
import type { BookRef } from '../utils/book-ref';

/** Step 4: the order is placed (priced again by the server) and the customer goes to the checkout. */
export function PayStep({ book, quote }: { book: BookRef; quote: Quote | undefined }) {
  const navigate = useNavigate();
  const { form, reset } = usePrintOrderStore();
  const place = usePlacePrintOrder();
  // One key per visit to this step: a retry after a lost answer finds the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const pay = () =>
    place.mutate(
      { book, form, idempotencyKey },
      {
        onSuccess: (order) => {
          reset();
          if (order.checkout_url) goToCheckout(order.checkout_url, navigate);
          else navigate(`/order-confirmation/${order.id}`);
        },
      },
    );
  return (
    <div className="flex flex-col gap-5">
      <p>
        You will pay <strong>{quote ? formatMoney(quote.total, quote.currency) : '…'}</strong> on the secure checkout. We make the print files as soon as the payment arrives, and you can cancel for a full refund until the printer starts.
      </p>
      {place.isError && <Alert>{getErrorMessage(place.error)}</Alert>}
      <Button size="lg" onClick={pay} disabled={place.isPending || !quote} className="self-start">
        <Lock className="size-4" aria-hidden="true" />
        {place.isPending ? 'Placing your order…' : 'Place order and pay'}
      </Button>
    </div>
  );
}
