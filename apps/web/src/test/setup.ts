import '@testing-library/jest-dom/vitest';
import Cookies from 'js-cookie';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
});

afterAll(() => server.close());
