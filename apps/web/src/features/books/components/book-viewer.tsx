import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, Maximize, Minimize, Square, Volume2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useBookNavigation } from '../hooks/use-book-navigation';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMediaQuery } from '../hooks/use-media-query';
import { useReadAloud } from '../hooks/use-read-aloud';
import { bookLeaves, leafNameOf, textOf, type ViewerBook } from '../utils/book-leaves';
import { LeafView } from './leaf-view';
import { ThumbnailStrip } from './thumbnail-strip';

export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

/**
 * The open book: facing pages on wide screens, one page on phones; arrows, arrow keys and swipes turn
 * pages; thumbnails jump; full screen; read-aloud follows the words and turns the pages by itself.
 */
export function BookViewer({ book, isEditMode }: { book: ViewerBook; isEditMode: boolean }) {
  const leaves = bookLeaves(book);
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const navigation = useBookNavigation(leaves.length, isWide);
  const container = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);
  const voice = useReadAloud();
  const [isReading, setIsReading] = useState(false);

  const latest = useRef({ navigation, leaves, voice });
  useEffect(() => {
    latest.current = { navigation, leaves, voice };
  });

  // Reading: the leaves on screen one after another, then the next view, until the end or Stop.
  useEffect(() => {
    if (!isReading) return;
    const readFrom = (position: number) => {
      const { navigation: nav, leaves: all, voice: speech } = latest.current;
      const leafIndex = nav.visibleLeaves[position];
      const leaf = leafIndex === undefined ? undefined : all[leafIndex];
      if (!leaf) {
        if (nav.canGoForward) nav.goForward();
        else setIsReading(false);
        return;
      }
      speech.speak(leaf.key, textOf(leaf), () => readFrom(position + 1));
    };
    readFrom(0);
  }, [isReading, navigation.viewIndex]);

  const toggleReading = () => {
    if (isReading) {
      voice.stop();
      setIsReading(false);
    } else setIsReading(true);
  };

  const isFullscreen = fullscreen.isFullscreen;
  // Phones and Edit Mode: each leaf at its natural height (picture full width, words below) in the
  // page's one scroll. Wide screens read as a printed book: leaves of a fixed shape side by side.
  const isFlowing = !isWide || isEditMode;
  const previous = (
    <Button size="icon" variant="outline" aria-label="Previous page" disabled={!navigation.canGoBack} onClick={navigation.goBack}>
      <ChevronLeft aria-hidden="true" />
    </Button>
  );
  const next = (
    <Button size="icon" variant="outline" aria-label="Next page" disabled={!navigation.canGoForward} onClick={navigation.goForward}>
      <ChevronRight aria-hidden="true" />
    </Button>
  );
  const leafCount = navigation.visibleLeaves.length;
  const spread = (
    <section
      aria-label="Book"
      data-testid="book-spread"
      {...navigation.swipeHandlers}
      // In full screen the book is as large as the screen allows, keeping the shape of its pages.
      style={isFullscreen && !isFlowing ? { width: `min(100cqw, calc(100cqh * ${(leafCount * 3) / 4}))` } : undefined}
      className={cn(
        'mx-auto grid w-full touch-pan-y overflow-hidden border-line bg-paper',
        isWide ? 'rounded-3xl border shadow-lift' : 'rounded-2xl border',
        leafCount === 2 ? 'grid-cols-2 divide-x divide-line' : 'grid-cols-1',
        !isFullscreen && (leafCount === 2 ? 'max-w-6xl' : isWide ? 'max-w-xl' : 'max-w-2xl'),
      )}
    >
      {navigation.visibleLeaves.map((index) => {
        const leaf = leaves[index]!;
        return (
          <div key={leaf.key} className={cn('min-h-0', !isFlowing && 'aspect-[3/4]')}>
            <LeafView
              storyId={book.story_id ?? ''}
              leaf={leaf}
              isEditMode={isEditMode}
              isFlowing={isFlowing}
              spokenCharIndex={voice.speakingKey === leaf.key ? voice.charIndex : null}
            />
          </div>
        );
      })}
    </section>
  );

  return (
    <div
      ref={container}
      data-testid="book-viewer"
      className={cn('flex flex-col gap-4', isFullscreen && 'h-dvh gap-3 bg-ink p-3 sm:p-4', isFullscreen && (isFlowing ? 'overflow-y-auto' : 'overflow-hidden'))}
    >
      <div className="flex shrink-0 flex-wrap items-center justify-between gap-2">
        <p className={cn('text-sm text-ink-soft', isFullscreen && 'text-white/80')} aria-live="polite">
          {navigation.visibleLeaves.map((index) => leafNameOf(leaves[index]!)).join(' – ')}
        </p>
        <div className="flex gap-2">
          {voice.isSupported && (
            <Button size="sm" variant="outline" onClick={toggleReading} aria-pressed={isReading}>
              {isReading ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
              {isReading ? 'Stop reading' : 'Read aloud'}
            </Button>
          )}
          {fullscreen.isSupported && (
            <Button size="sm" variant="outline" onClick={() => void fullscreen.toggle()}>
              {isFullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
              {isFullscreen ? 'Leave full screen' : 'Full screen'}
            </Button>
          )}
        </div>
      </div>

      {isWide ? (
        <div className={cn('flex items-center gap-4', isFullscreen && !isFlowing && 'min-h-0 flex-1')}>
          {previous}
          {isFullscreen && !isFlowing ? <div className="flex h-full min-w-0 flex-1 items-center justify-center [container-type:size]">{spread}</div> : spread}
          {next}
        </div>
      ) : (
        // On a phone the arrows sit under the page, so the page has the whole width.
        <>
          {spread}
          <div className="flex items-center justify-between gap-2">
            {previous}
            <p className={cn('text-sm text-ink-soft', isFullscreen && 'text-white/80')}>Swipe to turn the page</p>
            {next}
          </div>
        </>
      )}

      {!isFullscreen && <ThumbnailStrip leaves={leaves} visible={navigation.visibleLeaves} onSelect={navigation.goToLeaf} />}
    </div>
  );
}
