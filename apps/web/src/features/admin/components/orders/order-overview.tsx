import type { AdminOrder } from '@studio/contracts/admin-orders';
import { PRINT_OPTION_LABELS, SHIPPING_LEVEL_LABELS } from '@studio/contracts/print-options';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../utils/format';
import { Facts } from '../shared/facts';
import { SectionCard } from '../shared/section-card';
import { orderCustomerName } from '../../utils/order-customer';

/** Who ordered, what exactly, and where it goes. */
export function OrderOverview({ order }: { order: AdminOrder }) {
  const options = order.print_options;
  const address = order.shipping_address;
  return (
    <>
      <SectionCard title="Customer">
        <Facts
          columns={1}
          items={
            order.customer
              ? [
                  {
                    label: 'Name',
                    value: (
                      <Link to={`/admin/customers/${order.customer.id}`} className="font-semibold text-coral-700 underline-offset-4 hover:underline">
                        {orderCustomerName(order.customer)}
                      </Link>
                    ),
                  },
                  { label: 'E-mail', value: <a href={`mailto:${order.customer.email}`} className="underline-offset-4 hover:underline">{order.customer.email}</a> },
                ]
              : [{ label: 'Name', value: orderCustomerName(null) }]
          }
        />
      </SectionCard>
      <SectionCard title="Book and options">
        <Facts
          items={[
            { label: 'Book', value: order.story_id ? 'Made in the studio' : 'Uploaded PDF' },
            { label: 'Copies', value: options.quantity },
            { label: 'Pages', value: `${order.quote.page_count}${order.quote.padded_pages > 0 ? ` (+${order.quote.padded_pages} blank)` : ''}` },
            { label: 'Binding', value: PRINT_OPTION_LABELS.binding[options.binding] },
            { label: 'Paper size', value: PRINT_OPTION_LABELS.paper_size[options.paper_size] },
            { label: 'Paper', value: PRINT_OPTION_LABELS.paper_type[options.paper_type] },
            { label: 'Print quality', value: PRINT_OPTION_LABELS.quality[options.quality] },
            { label: 'Colour', value: PRINT_OPTION_LABELS.color_mode[options.color_mode] },
            { label: 'Cover', value: PRINT_OPTION_LABELS.cover_finish[options.cover_finish] },
            { label: 'Product code', value: <span className="font-mono text-sm">{order.quote.product_code}</span> },
          ]}
        />
        {order.notes && (
          <p className="rounded-2xl bg-cream px-4 py-3 text-sm">
            <span className="font-semibold">Customer's notes: </span>
            {order.notes}
          </p>
        )}
      </SectionCard>
      <SectionCard title="Shipping">
        <Facts
          items={[
            {
              label: 'Address',
              value: (
                <address className="not-italic">
                  {[address.full_name, address.address_line_1, address.address_line_2, address.city, address.state_province_region, address.postal_code, address.country]
                    .filter(Boolean)
                    .map((line, index) => (
                      <span key={index} className="block">
                        {line}
                      </span>
                    ))}
                </address>
              ),
            },
            { label: 'Phone', value: address.phone },
            { label: 'Service', value: SHIPPING_LEVEL_LABELS[order.shipping_level] },
            { label: 'Estimated delivery', value: `${formatCalendarDay(order.quote.estimated_delivery.earliest)} – ${formatCalendarDay(order.quote.estimated_delivery.latest)}` },
          ]}
        />
      </SectionCard>
    </>
  );
}
