import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBrand } from '../../../lib/brand-query';

/** A phone number as a tel: link wants it: digits and the leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2.5 text-sm font-semibold text-ink-soft">
        <span className="grid size-8 shrink-0 place-items-center rounded-xl bg-coral-100 text-coral-700">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {term}
      </dt>
      <dd className="mt-1 pl-[2.625rem] text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** How to reach us, as the brand settings say (spec §1): an administrator can change them at any time. */
export function ContactDetails() {
  const brand = useBrand();
  return (
    <section aria-labelledby="contact-details-heading" className="rounded-3xl bg-white p-6 shadow-soft sm:p-8">
      <h2 id="contact-details-heading" className="text-2xl font-semibold">
        Other ways to reach us
      </h2>
      <address className="not-italic">
        <dl className="mt-5 flex flex-col gap-5">
          <Detail icon={Mail} term="E-mail">
            <a className="font-semibold text-coral-700 underline-offset-4 hover:underline" href={`mailto:${brand.support_email}`}>
              {brand.support_email}
            </a>
          </Detail>
          <Detail icon={Phone} term="Phone">
            <a className="font-semibold text-coral-700 underline-offset-4 hover:underline" href={telHref(brand.support_phone)}>
              {brand.support_phone}
            </a>
          </Detail>
          <Detail icon={Clock} term="Opening hours">
            {brand.opening_hours}
          </Detail>
          <Detail icon={MapPin} term="Address">
            <span className="whitespace-pre-line">{brand.address}</span>
          </Detail>
        </dl>
      </address>
    </section>
  );
}
