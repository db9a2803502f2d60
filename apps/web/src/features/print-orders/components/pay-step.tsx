import { useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { formatMoney } from '@studio/contracts/money';
import type { Quote } from '@studio/contracts/print-orders';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { goToCheckout } from '../../../lib/go-to-checkout';
import { usePlacePrintOrder } from '../api/place-print-order';
import { usePrintOrderStore } from '../stores/print-order-store';
import { serverAddressErrors, type AddressErrors } from '../utils/address-errors';
import type { BookRef } from '../utils/book-ref';

interface PayStepProps {
  book: BookRef;
  quote: Quote | undefined;
  /** The same for every attempt at the same order, so a retry cannot order twice. */
  idempotencyKey: string;
  /** The server refused the address: back to step 2 with its messages. */
  onAddressRejected: (errors: AddressErrors) => void;
}

/** Step 4: the order is placed (priced again by the server) and the customer goes to the checkout, as a credit purchase does. */
export function PayStep({ book, quote, idempotencyKey, onAddressRejected }: PayStepProps) {
  const navigate = useNavigate();
  const form = usePrintOrderStore((state) => state.form);
  const finish = usePrintOrderStore((state) => state.finish);
  const place = usePlacePrintOrder();
  const pay = () =>
    place.mutate(
      { book, form, idempotencyKey },
      {
        onSuccess: (order) => {
          if (order.checkout_url) goToCheckout(order.checkout_url, navigate);
          else navigate(`/order-confirmation/${order.id}`);
          // The order is placed: the wizard starts afresh next time, with the same address.
          finish();
        },
        onError: (error) => {
          const addressProblems = serverAddressErrors(error);
          if (Object.keys(addressProblems).length > 0) onAddressRejected(addressProblems);
        },
      },
    );
  return (
    <div className="flex flex-col gap-5">
      <p>
        You will pay <strong>{quote ? formatMoney(quote.total, quote.currency) : '…'}</strong> on the secure checkout. We make the print files as soon as the payment arrives, and you can cancel for a full refund until the printer starts.
      </p>
      {place.isError && <Alert>{getErrorMessage(place.error)}</Alert>}
      <Button size="lg" onClick={pay} disabled={place.isPending || !quote} className="w-full sm:w-auto sm:self-start">
        <Lock className="size-4" aria-hidden="true" />
        {place.isPending ? 'Placing your order…' : 'Place order and pay'}
      </Button>
    </div>
  );
}
