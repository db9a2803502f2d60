import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element, following the browser's own state (Esc leaves it too). */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await target.current?.requestFullscreen?.();
  }, [target]);
  return { isFullscreen, isSupported: typeof document !== 'undefined' && document.fullscreenEnabled, toggle };
}
