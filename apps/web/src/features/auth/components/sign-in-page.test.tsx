import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@studio/contracts/constants';
import { useSessionStore } from '../../../lib/session-store';
import { makeAuthResponse } from '../../../test/fixtures';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { asVisitor, renderApp } from '../../../test/render-app';

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it("shows the contract schema's messages for empty fields", async () => {
    asVisitor();
    renderApp('/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's detail when sign-in fails", async () => {
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({ detail: 'Incorrect email or password', code: 'invalid_credentials' }, { status: 401 }),
      ),
    );
    asVisitor();
    renderApp('/signin');
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
  });

  it('disables submit while sending', async () => {
    let release: () => void = () => undefined;
    server.use(http.post('/api/v1/auth/login', () => new Promise<Response>((resolve) => {
      release = () => resolve(HttpResponse.json({ detail: 'No', code: 'x' }, { status: 401 }));
    })));
    asVisitor();
    renderApp('/signin');
    await fillAndSubmit('ada@example.com', 'secret-pass');
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends an unverified account to /verify-email', async () => {
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({ detail: 'Please verify your e-mail first', code: 'email_not_verified' }, { status: 403 }),
      ),
    );
    asVisitor();
    const { router } = renderApp('/signin');
    await fillAndSubmit('Ada@Example.com', 'secret-pass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toBe('?email=ada%40example.com');
  });

  it('signs in, stores the session cookies and returns to the page that was asked for', async () => {
    window.localStorage.setItem(STORAGE_KEYS.hasSeenFreePlanModal, 'true');
    const auth = makeAuthResponse();
    const bodies: unknown[] = [];
    server.use(
      ...accountHandlers(),
      http.post('/api/v1/auth/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(auth);
      }),
    );
    asVisitor();
    const { router } = renderApp('/orders');
    await fillAndSubmit('ada@example.com', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'secret-pass' }]);
    expect(Cookies.get('sb_access_token')).toBe(auth.access_token);
    expect(Cookies.get('sb_refresh_token')).toBe(auth.refresh_token);
    expect(useSessionStore.getState().customer).toEqual(auth.customer);
  });
});
