import { PRODUCT_NAME } from '@studio/contracts/constants';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { LogoMark } from './logo-mark';

/** The product name with its mark; always links home (spec §2). */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2.5 rounded-xl', className)} aria-label={`${PRODUCT_NAME} home`}>
      <LogoMark />
      <span className="font-display text-xl font-semibold text-ink">{PRODUCT_NAME}</span>
    </Link>
  );
}
