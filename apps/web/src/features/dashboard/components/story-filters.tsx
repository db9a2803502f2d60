import type { StoryFilterKind, StorySummary } from '@studio/contracts/stories-api';
import { cn } from '../../../lib/cn';

const FILTERS: Array<{ kind: StoryFilterKind; label: string; count: (summary: StorySummary) => number }> = [
  { kind: 'all', label: 'All', count: (summary) => summary.total },
  { kind: 'draft', label: 'Drafts', count: (summary) => summary.drafts },
  { kind: 'in_progress', label: 'In progress', count: (summary) => summary.in_progress },
  { kind: 'completed', label: 'Completed', count: (summary) => summary.completed },
];

export function StoryFilters({ value, summary, onChange }: { value: StoryFilterKind; summary: StorySummary; onChange: (kind: StoryFilterKind) => void }) {
  return (
    <div role="group" aria-label="Show stories" className="flex flex-wrap gap-2">
      {FILTERS.map(({ kind, label, count }) => (
        <button
          key={kind}
          type="button"
          aria-pressed={value === kind}
          onClick={() => onChange(kind)}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors',
            value === kind ? 'border-coral-600 bg-coral-600 text-white' : 'border-line bg-white hover:bg-coral-50',
          )}
        >
          {label} <span className="opacity-75">({count(summary)})</span>
        </button>
      ))}
    </div>
  );
}
