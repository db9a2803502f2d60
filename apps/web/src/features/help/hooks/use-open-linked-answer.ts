import { useEffect } from 'react';

/**
 * Opens and scrolls to the answer named in the address (`/help#cookies`), on arrival and whenever the
 * hash changes. Done after the first render, so the page the server rendered (which knows no hash)
 * and the browser's first render stay the same.
 */
export function useOpenLinkedAnswer(): void {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.scrollIntoView({ block: 'start' });
      target.querySelector('summary')?.focus({ preventScroll: true });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}
