import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  error: { classes: 'border-danger-600/25 bg-danger-50 text-danger-600', Icon: CircleAlert },
  success: { classes: 'border-leaf-500/30 bg-leaf-100 text-leaf-700', Icon: CircleCheck },
} as const;

/** An inline message, e.g. the server's detail above a form. Errors are announced immediately. */
export function Alert({ tone = 'error', children, className }: { tone?: keyof typeof TONES; children: ReactNode; className?: string }) {
  const { classes, Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-2xl border px-4 py-3 text-sm font-medium', classes, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
