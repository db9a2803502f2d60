import type { AdminOrder } from '@studio/contracts/admin-orders';
import { Download, ExternalLink } from 'lucide-react';
import { formatDateTime } from '../../utils/format';
import { Facts } from '../shared/facts';
import { SectionCard } from '../shared/section-card';

const FILE_LABELS = { interior: 'Interior (pages)', cover: 'Cover spread' } as const;

/** The print files, the payment, the printer's job and the parcel. */
export function OrderFulfilment({ order }: { order: AdminOrder }) {
  return (
    <SectionCard title="Fulfilment" description="Print file links last an hour; reload the page for fresh ones.">
      {order.files.length > 0 ? (
        <ul aria-label="Print files" className="flex flex-wrap gap-2">
          {order.files.map((file) => (
            <li key={file.kind}>
              <a
                href={file.url}
                download
                className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold hover:border-coral-300 hover:bg-coral-50"
              >
                <Download className="size-4" aria-hidden="true" />
                {FILE_LABELS[file.kind]}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">No print files yet: they are made once the order is paid.</p>
      )}
      <Facts
        items={[
          { label: 'Paid', value: order.paid_at ? formatDateTime(order.paid_at) : 'Not paid' },
          { label: 'Payment', value: order.payment_id ? <span className="font-mono text-sm break-all">{order.payment_id}</span> : '—' },
          { label: 'Print provider', value: order.provider ?? 'Not sent yet' },
          { label: 'Provider job', value: order.provider_job_id ? <span className="font-mono text-sm break-all">{order.provider_job_id}</span> : '—' },
          // The manual provider reports nothing after taking the order: its "status" would stay CREATED to the end.
          ...(order.provider === 'manual' ? [] : [{ label: "Provider's status", value: order.provider_status ?? '—' }]),
          {
            label: 'Tracking',
            value: order.tracking ? (
              <span className="flex flex-col">
                <span>
                  {order.tracking.carrier ? `${order.tracking.carrier}: ` : ''}
                  <span className="font-mono text-sm">{order.tracking.number}</span>
                </span>
                {order.tracking.url && (
                  <a href={order.tracking.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-coral-700 underline-offset-4 hover:underline">
                    Track the parcel
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                )}
              </span>
            ) : (
              'Not shipped'
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
