import type { ComponentProps } from 'react';
import { inputClasses } from './input';
import { cn } from '../../lib/cn';

/** A select and a textarea with the input's look. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, 'pr-8', className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'h-auto min-h-24 py-2.5', className)} {...props} />;
}
