import { cn } from '../../../lib/cn';
import { leafNameOf, type Leaf } from '../utils/book-leaves';

function thumbnailOf(leaf: Leaf): string | null {
  if (leaf.kind === 'cover') return leaf.image?.thumbnail_url ?? null;
  if (leaf.kind === 'page') return leaf.page.image?.thumbnail_url ?? null;
  if (leaf.kind === 'characters') return leaf.url;
  return null;
}

/** Every leaf small, to jump straight to a page; the ones on screen are marked. */
export function ThumbnailStrip({ leaves, visible, onSelect }: { leaves: Leaf[]; visible: number[]; onSelect: (index: number) => void }) {
  return (
    <nav aria-label="Pages" className="overflow-x-auto pb-2">
      <ol className="flex gap-2">
        {leaves.map((leaf, index) => {
          const thumbnail = thumbnailOf(leaf);
          const isVisible = visible.includes(index);
          return (
            <li key={leaf.key} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={isVisible ? 'page' : undefined}
                aria-label={`Go to ${leafNameOf(leaf)}`}
                className={cn(
                  'flex w-20 flex-col items-center gap-1 rounded-xl border-2 p-1 text-xs text-ink-soft transition-colors',
                  isVisible ? 'border-coral-500 bg-coral-50' : 'border-transparent hover:border-line',
                )}
              >
                {thumbnail ? (
                  <img src={thumbnail} alt="" className="h-12 w-full rounded-lg object-cover" loading="lazy" />
                ) : (
                  <span className="flex h-12 w-full items-center justify-center rounded-lg bg-cream font-display text-[0.65rem] text-plum-600">{leafNameOf(leaf)}</span>
                )}
                {leafNameOf(leaf)}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
