import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const TONE_CLASSES = {
  neutral: 'bg-cream text-ink',
  coral: 'bg-coral-100 text-coral-700',
  plum: 'bg-plum-100 text-plum-600',
  sun: 'bg-sun-100 text-[#7a5200]',
  leaf: 'bg-leaf-100 text-leaf-700',
  danger: 'bg-danger-50 text-danger-600',
} as const;

export type BadgeTone = keyof typeof TONE_CLASSES;

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap',
        TONE_CLASSES[tone],
        className,
      )}
      {...props}
    />
  );
}
