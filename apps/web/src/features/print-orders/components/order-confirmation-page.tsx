import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { usePrintOrder } from '../api/print-orders';
import { AddressBlock, optionsInWords } from './order-details';
import { OrderActions } from './order-actions';
import { OrderJourney } from './order-journey';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { OrderTimeline } from './order-timeline';
import { PriceSummary } from './price-summary';

const ENDED: Partial<Record<PrintOrder['status'], string>> = {
  cancelled: 'This order was cancelled. Nothing more will happen with it.',
  refunded: 'This order was cancelled and refunded in full to the card you paid with.',
  rejected: 'The printer could not print this order; it is being refunded in full.',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** /order-confirmation/{id}, where the checkout returns: what was ordered, what it cost, where it is and what happens next. */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const order = usePrintOrder(orderId);
  if (order.isPending) return <Spinner label="Loading your order" className="mx-auto my-16" />;
  if (order.isError) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-5 py-10">
        <Alert>{getErrorMessage(order.error)}</Alert>
        <Button variant="outline" asChild className="self-start">
          <Link to="/orders">My Orders</Link>
        </Button>
      </div>
    );
  }
  const { data } = order;
  const ended = ENDED[data.status];
  const unpaid = data.status === 'pending_payment';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 py-8 sm:py-10">
      <header className="flex items-start gap-4">
        {data.cover_url && <img src={data.cover_url} alt="" className="h-24 w-18 shrink-0 rounded-lg object-cover shadow-soft sm:h-32 sm:w-24" />}
        <div className="flex min-w-0 flex-col gap-2">
          {!ended && !unpaid && (
            <p className="inline-flex items-center gap-2 self-start rounded-full bg-leaf-100 px-3 py-1 text-sm font-bold text-leaf-700">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Thank you for your order
            </p>
          )}
          <h1 className="text-2xl font-semibold sm:text-3xl">{data.title}</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <OrderStatusBadge status={data.status} />
            <span className="text-sm text-ink-soft">Order {data.id.slice(0, 8).toUpperCase()}</span>
          </div>
        </div>
      </header>
      <Card>
        <CardContent className="flex flex-col gap-6">
          <Section title="What happens next">
            {ended ? <p>{ended}</p> : <OrderJourney order={data} />}
            <OrderActions order={data} />
          </Section>
          <Section title="What you ordered">
            <p className="text-sm">{optionsInWords(data.quote.print_options)}</p>
          </Section>
          <Section title="Delivery address">
            <AddressBlock address={data.shipping_address} shippingLevel={data.shipping_level} />
          </Section>
          <Section title={unpaid ? 'Price to pay' : 'Price paid'}>
            <PriceSummary quote={data.quote} detailed />
          </Section>
          <Section title="History">
            <OrderTimeline history={data.history} />
          </Section>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row">
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
