import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';

const TONES = {
  neutral: 'bg-plum-50 text-plum-600',
  attention: 'bg-sun-100 text-[#7a5200]',
  danger: 'bg-danger-50 text-danger-600',
  good: 'bg-leaf-100 text-leaf-700',
} as const;

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  detail?: ReactNode;
  tone?: keyof typeof TONES;
}

/** One figure of the dashboard: what it is, the number, and a line of context. */
export function StatCard({ label, value, icon: Icon, detail, tone = 'neutral' }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-2 rounded-2xl p-3.5 sm:gap-3 sm:rounded-3xl sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 id={labelId} className="font-sans text-sm font-semibold text-ink-soft">
          {label}
        </h2>
        <span className={cn('grid size-8 shrink-0 place-items-center rounded-full sm:size-9', TONES[tone])}>
          <Icon className="size-4 sm:size-5" aria-hidden="true" />
        </span>
      </div>
      <p className="font-display text-2xl font-semibold break-words tabular-nums sm:text-3xl">{value}</p>
      {detail && <div className="text-xs text-ink-soft sm:text-sm">{detail}</div>}
    </Card>
  );
}
