import type { ComponentProps } from 'react';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';

/** A text input for pounds and pence, with the currency sign in front. */
export function MoneyInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-soft" aria-hidden="true">
        £
      </span>
      <Input inputMode="decimal" autoComplete="off" className="h-10 pl-7 tabular-nums" {...props} />
    </div>
  );
}
