import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@studio/contracts/constants';
import { makeAuthResponse } from '../../../test/fixtures';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { asVisitor, renderApp } from '../../../test/render-app';

const PATH = '/verify-email?email=ada%40example.com';

describe('verify-email page', () => {
  it('asks for the 6-digit code', async () => {
    asVisitor();
    renderApp(PATH);
    await userEvent.type(await screen.findByLabelText('Verification code'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
  });

  it('signs the customer in when the code is right', async () => {
    window.localStorage.setItem(STORAGE_KEYS.hasSeenFreePlanModal, 'true');
    const auth = makeAuthResponse();
    const bodies: unknown[] = [];
    server.use(
      ...accountHandlers(),
      http.post('/api/v1/verification/verify', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(auth);
      }),
    );
    asVisitor();
    const { router } = renderApp(PATH);
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies).toEqual([{ email: 'ada@example.com', otp: '123456', session_type: 'verification' }]);
    expect(Cookies.get('sb_access_token')).toBe(auth.access_token);
  });

  it("shows the server's detail for a wrong code", async () => {
    server.use(
      http.post('/api/v1/verification/verify', () => HttpResponse.json({ detail: 'Invalid or expired code', code: 'invalid_otp' }, { status: 400 })),
    );
    asVisitor();
    renderApp(PATH);
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
  });

  it('resends a code and then shows the cooldown', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/verification/resend', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'A new code is on its way' });
      }),
    );
    asVisitor();
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    expect(bodies).toEqual([{ email: 'ada@example.com', session_type: 'verification' }]);
  });

  it("takes the cooldown from a 429's detail", async () => {
    server.use(
      http.post('/api/v1/verification/resend', () =>
        HttpResponse.json({ detail: 'Please wait 42 seconds before requesting another code', code: 'rate_limited' }, { status: 429 }),
      ),
    );
    asVisitor();
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 42 seconds');
  });
});
