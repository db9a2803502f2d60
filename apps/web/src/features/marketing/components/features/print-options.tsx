import {
  BINDINGS,
  COLOR_MODES,
  COVER_FINISHES,
  MAX_PRINT_QUANTITY,
  MIN_PRINT_QUANTITY,
  PAPER_TYPES,
  PRINT_OPTION_LABELS,
  PRINT_PAPER_SIZES,
  PRINT_QUALITIES,
} from '@studio/contracts/print-options';
import { Check } from 'lucide-react';
import { SectionHeading } from '../section-heading';

/** The print catalogue's choices, named as the order wizard names them. */
const GROUPS: ReadonlyArray<{ title: string; labels: readonly string[] }> = [
  { title: 'Binding', labels: BINDINGS.map((value) => PRINT_OPTION_LABELS.binding[value]) },
  { title: 'Page size', labels: PRINT_PAPER_SIZES.map((value) => PRINT_OPTION_LABELS.paper_size[value]) },
  { title: 'Cover finish', labels: COVER_FINISHES.map((value) => PRINT_OPTION_LABELS.cover_finish[value]) },
  { title: 'Paper', labels: PAPER_TYPES.map((value) => PRINT_OPTION_LABELS.paper_type[value]) },
  { title: 'Colour', labels: COLOR_MODES.map((value) => PRINT_OPTION_LABELS.color_mode[value]) },
  { title: 'Print quality', labels: PRINT_QUALITIES.map((value) => PRINT_OPTION_LABELS.quality[value]) },
];

const ORDERING = [
  'Choose in four short steps and watch the price, item by item, as you go.',
  `Order ${MIN_PRINT_QUANTITY} to ${MAX_PRINT_QUANTITY} copies at once, delivered by post or courier, as your country allows.`,
  'Follow each order in My Orders, with its history and tracking.',
  'Changed your mind? Cancel for a full refund until printing starts.',
] as const;

export function PrintOptions() {
  return (
    <section aria-labelledby="print-heading" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading
          id="print-heading"
          eyebrow="Printed books"
          title="From the screen to the bookshelf"
          intro="Download any finished book as a print-ready PDF, or order printed copies. These are the choices you have."
        />
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {GROUPS.map((group) => (
            <div key={group.title} className="rounded-3xl bg-white p-6 shadow-soft">
              <h3 className="text-lg font-semibold">{group.title}</h3>
              <ul className="mt-3 flex flex-col gap-1.5">
                {group.labels.map((label) => (
                  <li key={label} className="flex items-start gap-2 text-ink-soft">
                    <Check className="mt-1 size-4 shrink-0 text-leaf-700" aria-hidden="true" />
                    {label}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-8 rounded-3xl border border-line bg-paper p-6 sm:p-8">
          <h3 className="text-lg font-semibold">Ordering</h3>
          <ul className="mt-3 grid gap-x-8 gap-y-2 md:grid-cols-2">
            {ORDERING.map((line) => (
              <li key={line} className="flex items-start gap-2 text-ink">
                <Check className="mt-1 size-4 shrink-0 text-leaf-700" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
