import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';
import { useSessionStore } from '../../../lib/session-store';

function stubDownloads() {
  const createObjectURL = vi.fn(() => 'blob:my-data');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { createObjectURL, click };
}

describe('profile page: your data', () => {
  it('downloads the ZIP of my data, showing that it is on its way', async () => {
    const { createObjectURL, click } = stubDownloads();
    let authorization: string | null = null;
    server.use(
      ...accountHandlers(),
      http.get('/api/v1/auth/profile/export', async ({ request }) => {
        authorization = request.headers.get('authorization');
        await delay(150);
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), { headers: { 'content-type': 'application/zip' } });
      }),
    );
    signInAs();
    renderApp('/profile');
    const button = await screen.findByRole('button', { name: 'Download my data' });
    await userEvent.click(button);
    expect(await screen.findByText(/Preparing your data…|Downloading your data…/)).toBeInTheDocument();
    expect(button).toBeDisabled();

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(authorization).toMatch(/^Bearer /);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^storybook-studio-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/Preparing your data…/)).not.toBeInTheDocument();
  });

  it('shows the server’s detail when the download fails', async () => {
    const { click } = stubDownloads();
    server.use(
      ...accountHandlers(),
      http.get('/api/v1/auth/profile/export', () => HttpResponse.json({ detail: 'The file store is not answering', code: 'unavailable' }, { status: 503 })),
    );
    signInAs();
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file store is not answering');
    expect(click).not.toHaveBeenCalled();
  });

  it('deletes the account after the password, explaining what goes and what stays, then signs out and goes home', async () => {
    let received: unknown = null;
    let loggedOut = false;
    server.use(
      ...accountHandlers(),
      http.delete('/api/v1/auth/profile', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ message: 'Your account and everything in it have been deleted.', kept_orders: 1, kept_payments: 2 });
      }),
      http.post('/api/v1/auth/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ message: 'Signed out' });
      }),
    );
    signInAs();
    const { router } = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/Deleted:.*stories and books.*uploaded books.*messages you sent us through the contact form/);
    expect(dialog).toHaveTextContent(/Kept:.*paid print orders and payments.*without your name, e-mail, address/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText('Enter your password to confirm')).toBeInTheDocument();
    expect(received).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Tr1cky-Dragon-Tales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Your account and everything in it have been deleted.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(received).toEqual({ password: 'Tr1cky-Dragon-Tales' });
    expect(useSessionStore.getState().customer).toBeNull();
    expect(Cookies.get('sb_customer_data')).toBeUndefined();
    // The server ended every session already: nothing more is sent.
    expect(loggedOut).toBe(false);
  });

  it('shows the server’s detail when the password is wrong, and keeps the customer signed in', async () => {
    server.use(
      ...accountHandlers(),
      http.delete('/api/v1/auth/profile', () =>
        HttpResponse.json({ detail: 'That password is not right. Your account has not been deleted.', code: 'wrong_password' }, { status: 403 }),
      ),
    );
    signInAs();
    const { router } = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That password is not right. Your account has not been deleted.');
    expect(router.state.location.pathname).toBe('/profile');
    expect(useSessionStore.getState().customer).not.toBeNull();
  });

  it('works from the keyboard: open, type, cancel with Escape (focus back on the button), confirm with Enter', async () => {
    let deleted = false;
    server.use(
      ...accountHandlers(),
      http.delete('/api/v1/auth/profile', () => {
        deleted = true;
        return HttpResponse.json({ message: 'deleted', kept_orders: 0, kept_payments: 0 });
      }),
    );
    signInAs();
    renderApp('/profile');
    const trigger = await screen.findByRole('button', { name: 'Delete my account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // The dialog opens on the password field.
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    await userEvent.keyboard('secret');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(deleted).toBe(false);

    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText('Your password')).toHaveValue('');
    await userEvent.keyboard('secret{Enter}');
    await waitFor(() => expect(deleted).toBe(true));
  });
});
