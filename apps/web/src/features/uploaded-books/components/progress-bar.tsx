/** A labelled bar for long work (an upload, an analysis). */
export function ProgressBar({ label, percent, detail }: { label: string; percent: number; detail?: string | null }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-3 text-sm">
        <span className="font-semibold">{label}</span>
        <span className="tabular-nums text-ink-soft">{value}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-2.5 overflow-hidden rounded-full bg-cream">
        <div className="h-full rounded-full bg-coral-600 transition-[width] duration-300" style={{ width: `${value}%` }} />
      </div>
      {detail && <p className="text-xs text-ink-soft">{detail}</p>}
    </div>
  );
}
