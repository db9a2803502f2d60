import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn('font-semibold text-coral-700 underline-offset-4 hover:underline', className)} {...props} />;
}
