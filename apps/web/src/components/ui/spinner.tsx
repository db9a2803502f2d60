import { cn } from '../../lib/cn';

const SIZE_CLASSES = {
  sm: 'size-4 border-2',
  md: 'size-8 border-[3px]',
  lg: 'size-12 border-4',
} as const;

export type SpinnerSize = keyof typeof SIZE_CLASSES;

interface SpinnerProps {
  size?: SpinnerSize;
  /** Text announced and shown next to the spinner; spec §2 default 'Loading...'. */
  label?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading...', hideLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cn('inline-flex items-center gap-3 text-ink-soft', className)}>
      <span
        aria-hidden="true"
        data-size={size}
        className={cn('animate-spin rounded-full border-coral-200 border-t-coral-600', SIZE_CLASSES[size])}
      />
      <span className={cn(size === 'sm' ? 'text-sm' : 'text-base', hideLabel && 'sr-only')}>{label}</span>
    </div>
  );
}
