import type { StorySummary } from '@studio/contracts/stories-api';

const FIGURES: Array<{ key: keyof Pick<StorySummary, 'total' | 'drafts' | 'in_progress' | 'completed' | 'pages_written'>; label: string }> = [
  { key: 'total', label: 'Stories' },
  { key: 'drafts', label: 'Drafts' },
  { key: 'in_progress', label: 'In progress' },
  { key: 'completed', label: 'Completed' },
  { key: 'pages_written', label: 'Pages written' },
];

export function SummaryFigures({ summary }: { summary: StorySummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {FIGURES.map(({ key, label }) => (
        <div key={key} className="rounded-2xl border border-line bg-white px-4 py-3 shadow-soft">
          <dt className="text-sm text-ink-soft">{label}</dt>
          <dd className="font-display text-2xl font-semibold" aria-label={`${label}: ${summary[key]}`}>
            {summary[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
