import { PRINT_OPTION_LABELS, SHIPPING_LEVEL_LABELS, type PrintOptions, type ShippingLevel } from '@studio/contracts/print-options';
import { countryName, type ShippingAddressInput } from '@studio/contracts/shipping-address';

/** The options in words, as a customer would say them: "2 copies · Hardcover · A4 …". */
export function optionsInWords(options: PrintOptions): string {
  return [
    `${options.quantity} ${options.quantity === 1 ? 'copy' : 'copies'}`,
    PRINT_OPTION_LABELS.binding[options.binding],
    PRINT_OPTION_LABELS.paper_size[options.paper_size],
    PRINT_OPTION_LABELS.color_mode[options.color_mode],
    `${PRINT_OPTION_LABELS.paper_type[options.paper_type]} paper`,
    `${PRINT_OPTION_LABELS.quality[options.quality]} quality`,
    `${PRINT_OPTION_LABELS.cover_finish[options.cover_finish]} cover`,
  ].join(' · ');
}

/** The address as it goes on the parcel. */
export function AddressBlock({ address, shippingLevel }: { address: ShippingAddressInput; shippingLevel?: ShippingLevel }) {
  const lines = [address.full_name, address.address_line_1, address.address_line_2, address.city, address.state_province_region, address.postal_code, countryName(address.country), address.phone];
  return (
    <address className="text-sm leading-relaxed not-italic">
      {lines.filter(Boolean).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {shippingLevel && <span className="mt-1 block text-ink-soft">{SHIPPING_LEVEL_LABELS[shippingLevel]}</span>}
    </address>
  );
}
