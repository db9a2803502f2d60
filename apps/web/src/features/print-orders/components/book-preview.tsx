import { useId } from 'react';
import { PRINT_OPTION_LABELS, type Binding, type PrintPaperSize } from '@studio/contracts/print-options';
import { PAPER_TRIM_SIZES } from '@studio/contracts/books';

const MM_PER_INCH = 25.4;
/** The largest page (A4's height) fills this many drawing units, so sizes compare truthfully. */
const SCALE_HEIGHT = 160;
const LARGEST_MM = 297;

function trimMm(size: PrintPaperSize): { width: number; height: number } {
  const { width, height, unit } = PAPER_TRIM_SIZES[size];
  return unit === 'mm' ? { width, height } : { width: width * MM_PER_INCH, height: height * MM_PER_INCH };
}

interface BookPreviewProps {
  paperSize: PrintPaperSize;
  binding: Binding;
  coverUrl: string | null;
  title: string;
}

/** The book at its chosen size (to scale against the others) and binding, with its own cover. */
export function BookPreview({ paperSize, binding, coverUrl, title }: BookPreviewProps) {
  const { width, height } = trimMm(paperSize);
  const w = (width / LARGEST_MM) * SCALE_HEIGHT;
  const h = (height / LARGEST_MM) * SCALE_HEIGHT;
  const x = 30 + (150 - w) / 2;
  const y = 10 + (SCALE_HEIGHT - h);
  const spine = binding === 'hardcover' ? 9 : binding === 'perfect' ? 6 : 0;
  const clipId = `cover-${useId().replace(/[^\w-]/g, '')}`;
  const size = `${Math.round(width)} × ${Math.round(height)} mm`;
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg viewBox="0 0 210 190" className="w-full max-w-64" role="img" aria-label={`${title}: ${PRINT_OPTION_LABELS.binding[binding]}, ${size}`}>
        <defs>
          <clipPath id={clipId}>
            <rect x={x} y={y} width={w} height={h} rx={binding === 'hardcover' ? 3 : 1.5} />
          </clipPath>
        </defs>
        <ellipse cx={x + w / 2} cy={y + h + 6} rx={w / 2 + 8} ry={4} fill="rgb(43 34 64 / 0.12)" />
        {spine > 0 && <rect x={x - spine} y={y + 1} width={spine + 2} height={h - 2} rx={2} fill="#3b3160" />}
        <rect x={x} y={y} width={w} height={h} rx={binding === 'hardcover' ? 3 : 1.5} fill="#fff8ec" stroke="#2f2a4a" strokeOpacity={0.25} />
        {coverUrl ? (
          <image href={coverUrl} x={x} y={y} width={w} height={h} preserveAspectRatio="xMidYMid slice" clipPath={`url(#${clipId})`} />
        ) : (
          <text x={x + w / 2} y={y + h / 2} textAnchor="middle" fontSize="9" fill="#6a6384">
            {title}
          </text>
        )}
        {binding === 'hardcover' && <rect x={x} y={y} width={w} height={h} rx={3} fill="none" stroke="#2f2a4a" strokeWidth={2.5} strokeOpacity={0.5} />}
        {binding === 'saddle_stitch' && [0.3, 0.7].map((at) => <rect key={at} x={x - 1} y={y + h * at - 4} width={3} height={8} rx={1} fill="#9a9aa8" />)}
        {binding === 'coil' &&
          Array.from({ length: Math.floor(h / 8) }, (_, index) => (
            <ellipse key={index} cx={x} cy={y + 6 + index * 8} rx={4} ry={2.6} fill="none" stroke="#6a6384" strokeWidth={1.4} />
          ))}
      </svg>
      <figcaption className="text-center text-sm text-ink-soft">
        {size}
      </figcaption>
    </figure>
  );
}
