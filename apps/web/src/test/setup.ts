import '@testing-library/jest-dom/vitest';
import Cookies from 'js-cookie';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
// Imported here so the <style> it adds to the document is there to take out below.
import 'sonner';
import '../app/routes';
import { loadEveryLazyComponent } from '../app/lazy-component';
import { useEditModeStore } from '../features/books/stores/edit-mode-store';
import { usePrintOrderStore } from '../features/print-orders/stores/print-order-store';
import { useSessionStore } from '../lib/session-store';
import { server } from './msw-server';

// `css: false` keeps the app's stylesheets out of jsdom, but sonner adds its own <style> (97 rules) when it
// is imported. jsdom matches every element against every rule on each getComputedStyle, which a role query
// calls for every element it looks at: 30 % of a screen test's CPU went there (ADR 041 round 4). Its rules
// hide nothing a query or user-event reads (no display: none, no visibility), only a toast beyond the
// visible three gets pointer-events: none, and no test clicks one.
for (const style of document.head.querySelectorAll('style')) if (style.textContent?.startsWith('[data-sonner-toaster]')) style.remove();

// CI runs every suite at once on 2 cores: give async UI work room before a find/waitFor gives up.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Once per worker in effect (files share a worker's modules): later files find every screen loaded.
beforeAll(() => loadEveryLazyComponent(), 120_000);

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  usePrintOrderStore.getState().reset();
  window.localStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useEditModeStore.setState(useEditModeStore.getInitialState(), true);
});

afterAll(() => server.close());

// jsdom lacks the layout APIs Radix primitives touch when menus and dialogs open.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;
