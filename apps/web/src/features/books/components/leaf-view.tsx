import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { Leaf, ViewerPicture } from '../utils/book-leaves';
import { PageText } from './page-text';
import { PageTextEditor } from './page-text-editor';
import { PictureHistoryDialog } from './picture-history-dialog';
import { RegeneratePictureDialog } from './regenerate-picture-dialog';

interface LeafViewProps {
  storyId: string;
  leaf: Leaf;
  isEditMode: boolean;
  /** At its natural height in the page's scroll (phones, Edit Mode) rather than a fixed page shape. */
  isFlowing: boolean;
  /** Offset of the word being read aloud on this leaf, or null. */
  spokenCharIndex: number | null;
}

const PAPER = 'relative flex flex-col bg-paper';
const FIXED = 'h-full overflow-hidden';
/** Leaves without words of their own keep the page's shape when they flow. */
const SHAPED = 'min-h-full aspect-[3/4]';

/** One side of the open book: the cover, the photos page, a story page (picture over text) or the end. */
export function LeafView({ storyId, leaf, isEditMode, isFlowing, spokenCharIndex }: LeafViewProps) {
  const shape = isFlowing ? SHAPED : FIXED;
  switch (leaf.kind) {
    case 'cover':
      return (
        <article aria-label="Cover" className={cn(PAPER, shape, 'overflow-hidden bg-plum-100')}>
          <Picture image={leaf.image} alt={`Cover of ${leaf.title}`} className="absolute inset-0 h-full w-full object-cover" />
          <div className="relative m-4 rounded-3xl border-4 border-sun-300 bg-paper/95 px-5 py-4 text-center shadow-lift sm:m-6">
            <h2 className="font-display text-2xl leading-tight font-semibold text-plum-600 sm:text-3xl">
              <PageText text={leaf.title} spokenCharIndex={spokenCharIndex} className="text-inherit sm:text-inherit" />
            </h2>
            {leaf.author && <p className="mt-1 text-sm font-semibold text-ink-soft">by {leaf.author}</p>}
          </div>
          {isEditMode && (
            <div className="relative mt-auto flex flex-wrap gap-2 bg-paper/90 p-3">
              <RegeneratePictureDialog storyId={storyId} pageNumber={0} label="the cover" />
            </div>
          )}
        </article>
      );
    case 'belongs-to':
      return (
        <article aria-label="This book belongs to" className={cn(PAPER, shape, 'items-center justify-center gap-8 px-8')}>
          <p className="font-display text-3xl font-semibold text-plum-600">This book belongs to</p>
          <span aria-hidden="true" className="block h-px w-3/4 bg-ink-soft" />
        </article>
      );
    case 'dedication':
      return (
        <article aria-label="Dedication" className={cn(PAPER, shape, 'items-center justify-center px-8')}>
          <PageText text={leaf.text} spokenCharIndex={spokenCharIndex} className="max-w-prose text-center text-xl italic sm:text-xl" />
        </article>
      );
    case 'characters':
      return (
        <article aria-label="Meet the characters" className={cn(PAPER, shape, 'justify-center')}>
          <img src={leaf.url} alt="Meet the characters: the photos of the story's characters" className="w-full object-contain" />
        </article>
      );
    case 'end':
      return (
        <article aria-label="The End" className={cn(PAPER, shape, 'items-center justify-center bg-cream')}>
          <p className="font-display text-4xl font-semibold text-plum-600">The End</p>
        </article>
      );
    case 'page': {
      const { page } = leaf;
      const label = `page ${page.page_number}`;
      return (
        <article aria-label={`Page ${page.page_number}`} className={cn(PAPER, !isFlowing && FIXED)}>
          <Picture image={page.image} alt={`Picture for page ${page.page_number}`} className="aspect-[4/3] w-full shrink-0 object-cover" />
          <div className={cn('flex flex-col gap-3 p-4 sm:p-6', !isFlowing && 'min-h-0 flex-1 overflow-y-auto')}>
            {isEditMode ? (
              <PageTextEditor key={page.text} storyId={storyId} pageNumber={page.page_number} text={page.text} />
            ) : (
              <PageText text={page.text} spokenCharIndex={spokenCharIndex} />
            )}
            {isEditMode && (
              <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
                <RegeneratePictureDialog storyId={storyId} pageNumber={page.page_number} label={label} />
                <PictureHistoryDialog storyId={storyId} pageNumber={page.page_number} label={label} versions={page.versions ?? 0} />
              </div>
            )}
            <span className="mt-auto self-center text-xs text-ink-soft">{page.page_number}</span>
          </div>
        </article>
      );
    }
  }
}

function Picture({ image, alt, className }: { image: ViewerPicture | null; alt: string; className: string }) {
  if (!image) {
    return (
      <div className={cn(className, 'flex items-center justify-center bg-cream text-ink-soft')}>
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="sr-only">No picture yet</span>
      </div>
    );
  }
  return <img src={image.url} alt={alt} width={image.width} height={image.height} className={className} />;
}
