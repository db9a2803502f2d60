import { LOGOUT_SIGNAL_MS, STORAGE_KEYS } from '@studio/contracts/constants';

/**
 * Cross-tab logout (spec §4): writing the flag fires a `storage` event in every other tab of the
 * origin; the flag is removed again after LOGOUT_SIGNAL_MS so a later logout fires again.
 */
export function sendLogoutSignal(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.logoutSignal, String(Date.now()));
    window.setTimeout(() => window.localStorage.removeItem(STORAGE_KEYS.logoutSignal), LOGOUT_SIGNAL_MS);
  } catch (error) {
    console.warn('Could not signal logout to other tabs', error);
  }
}

export function onLogoutSignal(listener: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.logoutSignal && event.newValue !== null) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}
