import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

/** Label–value pairs, in two columns on wider screens unless told one. */
export function Facts({ items, className, columns = 2 }: { items: ReadonlyArray<{ label: string; value: ReactNode }>; className?: string; columns?: 1 | 2 }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
