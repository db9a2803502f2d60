import { Link, useParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { usePrintOrder } from '../api/print-orders';
import { formatDay } from '../utils/format-day';
import { AddressBlock, optionsInWords } from './order-details';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { PriceSummary } from './price-summary';

const NEXT_STEPS = {
  pending_payment: 'We are waiting for your payment. If you left the checkout, you can pay from My Orders.',
  paid: 'Your payment has arrived. We are making the print files of your book now.',
  submitted: 'Your book is with the printer, who will print, bind and post it.',
  in_production: 'Your book is being printed.',
  shipped: 'Your book is on its way.',
  delivered: 'Your book has arrived. Enjoy reading it together!',
  cancelled: 'This order was cancelled.',
  refunded: 'This order was refunded in full.',
  rejected: 'This order could not be printed; it is being refunded in full.',
} as const;

/** After the checkout: what was ordered, what it cost, where it is and what happens next. */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const order = usePrintOrder(orderId);
  if (order.isPending) return <Spinner label="Loading your order" className="mx-auto my-16" />;
  if (order.isError) return <Alert className="m-6">{getErrorMessage(order.error)}</Alert>;
  const { data } = order;
  const thanks = !['pending_payment', 'cancelled', 'refunded', 'rejected'].includes(data.status);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 py-8 sm:py-10">
      <header className="flex flex-col gap-3">
        {thanks && (
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-leaf-100 px-3 py-1 text-sm font-bold text-leaf-700">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Thank you for your order
          </p>
        )}
        <h1 className="text-2xl font-semibold sm:text-3xl">{data.title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={data.status} />
          <span className="text-sm text-ink-soft">Order {data.id.slice(0, 8).toUpperCase()}</span>
        </div>
      </header>
      <Card>
        <CardContent className="flex flex-col gap-5">
          <section className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">What happens next</h2>
            <p>{NEXT_STEPS[data.status]}</p>
            {thanks && (
              <p className="text-sm text-ink-soft">
                Expected dispatch {formatDay(data.quote.estimated_dispatch.earliest)}–{formatDay(data.quote.estimated_dispatch.latest)}, delivery {formatDay(data.quote.estimated_delivery.earliest)}–
                {formatDay(data.quote.estimated_delivery.latest)}. We e-mail you when it ships.
              </p>
            )}
          </section>
          <section className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">Your books</h2>
            <p className="text-sm">{optionsInWords(data.quote.print_options)}</p>
          </section>
          <section className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">Delivery to</h2>
            <AddressBlock address={data.shipping_address} shippingLevel={data.shipping_level} />
          </section>
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{data.status === 'pending_payment' ? 'Price' : 'Price paid'}</h2>
            <PriceSummary quote={data.quote} detailed />
          </section>
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">History</h2>
            <OrderTimeline history={data.history} />
          </section>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/orders">My Orders</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard">Back to my stories</Link>
        </Button>
      </div>
    </div>
  );
}
