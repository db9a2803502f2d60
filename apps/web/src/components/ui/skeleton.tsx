import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey shape where content will appear; hidden from screen readers (the region says it is loading). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-cream', className)} {...props} />;
}
