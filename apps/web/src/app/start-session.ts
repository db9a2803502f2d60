import { areCookiesEnabled } from '../lib/cookies';
import { useSessionStore } from '../lib/session-store';
import { verifySession } from '../features/auth/utils/verify-session';

/** Runs once before the first render: cookie support test, hydration from cookies, then the server check. */
export function startSession(): Promise<void> {
  areCookiesEnabled();
  useSessionStore.getState().hydrate();
  return verifySession();
}
