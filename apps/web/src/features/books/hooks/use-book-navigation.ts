import { useCallback, useEffect, useMemo, useRef, useState, type TouchEvent } from 'react';
import { viewOfLeaf, viewsOf } from '../utils/book-leaves';

const SWIPE_MIN_PX = 50;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Where the reader is: the leaf they are on and the view (spread or single page) holding it. Arrow
 * keys and horizontal swipes turn pages; switching between phone and desktop keeps the same leaf.
 */
export function useBookNavigation(leafCount: number, isWide: boolean) {
  const [leaf, setLeaf] = useState(0);
  const views = useMemo(() => viewsOf(leafCount, isWide), [leafCount, isWide]);
  const viewIndex = viewOfLeaf(views, Math.min(leaf, leafCount - 1));
  const canGoBack = viewIndex > 0;
  const canGoForward = viewIndex < views.length - 1;

  const goForward = useCallback(() => canGoForward && setLeaf(views[viewIndex + 1]![0]!), [canGoForward, views, viewIndex]);
  const goBack = useCallback(() => canGoBack && setLeaf(views[viewIndex - 1]![0]!), [canGoBack, views, viewIndex]);
  const goToLeaf = useCallback((index: number) => setLeaf(Math.max(0, Math.min(leafCount - 1, index))), [leafCount]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      if (event.key === 'ArrowRight') goForward();
      if (event.key === 'ArrowLeft') goBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goBack, goForward]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const swipeHandlers = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
      if (dx < 0) goForward();
      else goBack();
    },
  };

  return { views, viewIndex, visibleLeaves: views[viewIndex] ?? [0], canGoBack, canGoForward, goBack, goForward, goToLeaf, swipeHandlers };
}
