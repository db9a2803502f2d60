import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'block h-11 w-full rounded-xl border border-line bg-white px-3.5 text-base text-ink shadow-[inset_0_1px_0_rgb(43_34_64/0.03)]',
  'placeholder:text-ink-soft/70 transition-colors hover:border-coral-200',
  'focus-visible:border-coral-500 focus-visible:ring-coral-500/30 focus-visible:ring-offset-0 focus-visible:ring-4',
  'aria-invalid:border-danger-600 aria-invalid:focus-visible:ring-danger-600/25',
  'disabled:cursor-not-allowed disabled:bg-cream disabled:opacity-70',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
