import { FlaskConical } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { TEST_MODE_NOTICE, type Payment } from '@studio/contracts/billing';
import { formatMoney } from '@studio/contracts/money';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { usePayment } from '../api/get-payment';
import { useSettleTestPayment, type TestPaymentAction } from '../api/settle-test-payment';
import { returnPathWithOutcome } from '../hooks/use-payment-return';

const SETTLED_TEXT: Record<Exclude<Payment['status'], 'pending'>, string> = {
  paid: 'This payment is already paid.',
  cancelled: 'This payment was cancelled.',
  failed: 'This payment could not be started.',
  refunded: 'This payment was refunded.',
};

/** The test payment provider's checkout: nothing is charged; Pay and Cancel settle the payment. */
export function TestCheckoutPage() {
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const { data: payment, error: loadError, isPending } = usePayment(paymentId);
  const settle = useSettleTestPayment();

  const act = (action: TestPaymentAction) =>
    settle.mutate(
      { paymentId, action },
      { onSuccess: (settled) => navigate(returnPathWithOutcome(settled.return_path, action === 'confirm' ? 'success' : 'cancelled'), { replace: true }) },
    );

  return (
    <div className="mx-auto w-full max-w-lg px-5 py-12 sm:py-16">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-sun-100 px-3 py-1 text-sm font-bold text-[#7a5200]" role="note">
            <FlaskConical className="size-4" aria-hidden="true" />
            {TEST_MODE_NOTICE}
          </p>
          <h1 className="text-2xl font-semibold sm:text-3xl">Checkout</h1>
          {isPending && <Spinner />}
          {loadError && <Alert>{getErrorMessage(loadError)}</Alert>}
          {payment && (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl bg-paper px-5 py-4">
                <dt className="text-ink-soft">Item</dt>
                <dd className="font-semibold">{payment.description}</dd>
                <dt className="text-ink-soft">Amount</dt>
                <dd className="font-semibold">{formatMoney(payment.amount_cents, payment.currency)}</dd>
              </dl>
              <p className="text-ink-soft">This shop is running in test mode: choosing Pay completes the order without charging any card.</p>
              {settle.error && <Alert>{getErrorMessage(settle.error)}</Alert>}
              {payment.status === 'pending' ? (
                <div className="flex flex-wrap justify-end gap-3">
                  <Button variant="outline" disabled={settle.isPending} onClick={() => act('cancel')}>
                    Cancel
                  </Button>
                  <Button disabled={settle.isPending} onClick={() => act('confirm')}>
                    Pay {formatMoney(payment.amount_cents, payment.currency)}
                  </Button>
                </div>
              ) : (
                <div className="flex flex-col gap-3">
                  <p className="font-semibold">{SETTLED_TEXT[payment.status]}</p>
                  <Button variant="outline" asChild className="self-start">
                    <Link to={payment.return_path}>Go back</Link>
                  </Button>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
