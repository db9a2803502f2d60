import { PAPER_SIZE_LABELS, type PreflightReport } from '@studio/contracts/books';

/** What a print shop checks, in plain words: size, bleed, pages, fonts, picture resolution, warnings. */
export function PreflightSummary({ preflight, sizeBytes }: { preflight: PreflightReport; sizeBytes: number | null }) {
  const vector = preflight.images.filter((image) => image.kind === 'vector').length;
  const rasterDpis = preflight.images.flatMap((image) => (image.kind === 'raster' && image.dpi !== null ? [image.dpi] : []));
  return (
    <div aria-label="Preflight" className="rounded-2xl border border-line bg-cream/60 p-4 text-sm">
      <h3 className="font-display text-lg font-semibold text-ink">Print check</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">Paper</dt>
        <dd>
          {PAPER_SIZE_LABELS[preflight.paper_size]} ({preflight.trim_mm.width} × {preflight.trim_mm.height} mm)
        </dd>
        <dt className="text-ink-soft">Bleed</dt>
        <dd>{preflight.bleed_mm} mm on every side</dd>
        <dt className="text-ink-soft">Pages</dt>
        <dd>{preflight.page_count}</dd>
        <dt className="text-ink-soft">Fonts</dt>
        <dd>{preflight.fonts.length > 0 ? `${preflight.fonts.map((font) => font.replace(/^[A-Z]{6}\+/, '')).join(', ')} (embedded)` : 'none'}</dd>
        <dt className="text-ink-soft">Pictures</dt>
        <dd>
          {vector > 0 && `${vector} vector (sharp at any size)`}
          {vector > 0 && rasterDpis.length > 0 && ', '}
          {rasterDpis.length > 0 && `${rasterDpis.length} ${rasterDpis.length === 1 ? 'picture' : 'pictures'} at ${dpiRange(rasterDpis)} DPI`}
        </dd>
        {sizeBytes !== null && (
          <>
            <dt className="text-ink-soft">File</dt>
            <dd>{(sizeBytes / (1024 * 1024)).toFixed(1)} MB</dd>
          </>
        )}
      </dl>
      {preflight.warnings.length > 0 ? (
        <ul className="mt-3 list-disc pl-5 text-danger-600">
          {preflight.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 font-semibold text-leaf-700">Ready for print: no warnings.</p>
      )}
    </div>
  );
}

/** "300" when every picture has the same resolution, else "190–300". */
function dpiRange(dpis: number[]): string {
  const low = Math.min(...dpis);
  const high = Math.max(...dpis);
  return low === high ? String(low) : `${low}–${high}`;
}
