import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, Maximize, Minimize, Square, Volume2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useBookNavigation } from '../hooks/use-book-navigation';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMediaQuery } from '../hooks/use-media-query';
import { useReadAloud } from '../hooks/use-read-aloud';
import { bookLeaves, textOf, type ViewerBook } from '../utils/book-leaves';
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

  return (
    <div ref={container} className={cn('flex flex-col gap-4', fullscreen.isFullscreen && 'h-full justify-center bg-ink p-6')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={cn('text-sm text-ink-soft', fullscreen.isFullscreen && 'text-white/80')} aria-live="polite">
          {navigation.visibleLeaves.map((index) => leafName(leaves[index]!)).join(' – ')}
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
              {fullscreen.isFullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
              {fullscreen.isFullscreen ? 'Leave full screen' : 'Full screen'}
            </Button>
          )}
        </div>
      </div>

      <div className="flex items-center gap-2 sm:gap-4">
        <Button size="icon" variant="outline" aria-label="Previous page" disabled={!navigation.canGoBack} onClick={navigation.goBack}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <section
          aria-label="Book"
          data-testid="book-spread"
          {...navigation.swipeHandlers}
          className={cn(
            'mx-auto grid w-full touch-pan-y overflow-hidden rounded-3xl border border-line shadow-lift',
            navigation.visibleLeaves.length === 2 ? 'max-w-6xl grid-cols-2 divide-x divide-line' : 'max-w-xl grid-cols-1',
          )}
        >
          {navigation.visibleLeaves.map((index) => {
            const leaf = leaves[index]!;
            return (
              <div key={leaf.key} className="aspect-[3/4] min-h-0">
                <LeafView storyId={book.story_id ?? ''} leaf={leaf} isEditMode={isEditMode} spokenCharIndex={voice.speakingKey === leaf.key ? voice.charIndex : null} />
              </div>
            );
          })}
        </section>
        <Button size="icon" variant="outline" aria-label="Next page" disabled={!navigation.canGoForward} onClick={navigation.goForward}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      <ThumbnailStrip leaves={leaves} visible={navigation.visibleLeaves} onSelect={navigation.goToLeaf} />
    </div>
  );
}

function leafName(leaf: ReturnType<typeof bookLeaves>[number]): string {
  if (leaf.kind === 'page') return `Page ${leaf.page.page_number}`;
  return leaf.kind === 'cover' ? 'Cover' : leaf.kind === 'end' ? 'The End' : 'Meet the characters';
}
