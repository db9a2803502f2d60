import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_SIGNAL_MS, STORAGE_KEYS } from '@studio/contracts/constants';
import { sendLogoutSignal } from './logout-signal';

describe('sendLogoutSignal', () => {
  it(`sets auth_logout for ${LOGOUT_SIGNAL_MS} ms`, () => {
    vi.useFakeTimers();
    sendLogoutSignal();
    expect(window.localStorage.getItem(STORAGE_KEYS.logoutSignal)).not.toBeNull();
    vi.advanceTimersByTime(LOGOUT_SIGNAL_MS - 1);
    expect(window.localStorage.getItem(STORAGE_KEYS.logoutSignal)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.logoutSignal)).toBeNull();
  });

  it('only warns when storage refuses the flag', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => sendLogoutSignal()).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
