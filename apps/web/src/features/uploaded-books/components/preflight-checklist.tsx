import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { PreflightCheck } from '@studio/contracts/uploaded-books';
import { cn } from '../../../lib/cn';

const ICONS = { pass: CheckCircle2, warning: AlertTriangle, failure: XCircle } as const;
const COLOURS = { pass: 'text-leaf-700', warning: 'text-[#a06800]', failure: 'text-danger-600' } as const;
const WORDS = { pass: 'Passed', warning: 'Worth a look', failure: 'Must be fixed' } as const;
const ORDER = { failure: 0, warning: 1, pass: 2 } as const;

/** The print check, problems first, each in a sentence. */
export function PreflightChecklist({ checks }: { checks: PreflightCheck[] }) {
  const sorted = [...checks].sort((a, b) => ORDER[a.level] - ORDER[b.level]);
  return (
    <ul aria-label="Print check" className="flex flex-col gap-3">
      {sorted.map((check) => {
        const Icon = ICONS[check.level];
        return (
          <li key={check.id} className="flex gap-3">
            <Icon className={cn('mt-0.5 size-5 shrink-0', COLOURS[check.level])} aria-label={WORDS[check.level]} />
            <div className="flex flex-col">
              <span className="text-sm font-semibold">{check.title}</span>
              <span className="text-sm text-ink-soft">{check.message}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
