import { cn } from '../../lib/cn';

/** The brand mark: an open storybook with a little star rising from its pages. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9', className)}>
      <rect width="40" height="40" rx="12" fill="var(--color-coral-600)" />
      <path d="M8 14.5c4-1.6 8-1.3 12 1v15c-4-2.3-8-2.6-12-1z" fill="#fff" />
      <path d="M32 14.5c-4-1.6-8-1.3-12 1v15c4-2.3 8-2.6 12-1z" fill="var(--color-sun-100)" />
      <path d="M20 15.5v15" stroke="var(--color-coral-700)" strokeWidth="1.2" />
      <path
        d="m27.5 5.5 1.1 2.4 2.6.3-1.9 1.8.5 2.6-2.3-1.3-2.3 1.3.5-2.6-1.9-1.8 2.6-.3z"
        fill="var(--color-sun-400)"
      />
    </svg>
  );
}
