import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@studio/contracts/constants';
import { useSessionStore } from '../../../lib/session-store';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

function storageEvent(key: string, newValue: string | null) {
  return new StorageEvent('storage', { key, newValue });
}

describe('cross-tab logout (spec §4)', () => {
  it('logs this tab out and goes home when another tab raises auth_logout', async () => {
    server.use(...accountHandlers());
    signInAs();
    const { router } = renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(storageEvent(STORAGE_KEYS.logoutSignal, String(Date.now())));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(useSessionStore.getState().customer).toBeNull());
    expect(Cookies.get()).toEqual({});
  });

  it('ignores other keys and the flag being removed', async () => {
    server.use(...accountHandlers());
    signInAs();
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { name: 'My Orders' });

    act(() => {
      window.dispatchEvent(storageEvent('something-else', 'x'));
      window.dispatchEvent(storageEvent(STORAGE_KEYS.logoutSignal, null));
    });

    expect(router.state.location.pathname).toBe('/orders');
    expect(useSessionStore.getState().customer).not.toBeNull();
  });
});
