import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { asVisitor, renderApp } from '../../../test/render-app';

describe('forgot-password page', () => {
  it('requests a code, then resets the password with code and new password', async () => {
    const initiateBodies: unknown[] = [];
    const resetBodies: unknown[] = [];
    server.use(
      http.post('/api/v1/verification/password-recovery/initiate', async ({ request }) => {
        initiateBodies.push(await request.json());
        return HttpResponse.json({ message: 'If the account exists, a code is on its way' });
      }),
      http.post('/api/v1/verification/password-recovery/reset', async ({ request }) => {
        resetBodies.push(await request.json());
        return HttpResponse.json({ message: 'Password updated' });
      }),
    );
    asVisitor();
    const { router } = renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reset code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'a-Brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(initiateBodies).toEqual([{ email: 'ada@example.com' }]);
    expect(resetBodies).toEqual([{ email: 'ada@example.com', otp: '654321', new_password: 'a-Brand-new-1' }]);
  });

  it("shows the server's detail for a wrong code", async () => {
    server.use(
      http.post('/api/v1/verification/password-recovery/initiate', () => HttpResponse.json({ message: 'Sent' })),
      http.post('/api/v1/verification/password-recovery/reset', () =>
        HttpResponse.json({ detail: 'Invalid or expired code', code: 'invalid_otp' }, { status: 400 }),
      ),
    );
    asVisitor();
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await userEvent.type(await screen.findByLabelText('Reset code'), '000000');
    await userEvent.type(screen.getByLabelText('New password'), 'a-Brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
  });
});

describe('reset-password page', () => {
  it('sets a new password from the link token', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Password updated' });
      }),
    );
    asVisitor();
    const { router } = renderApp('/reset-password?token=tok-123');
    await userEvent.type(await screen.findByLabelText('New password'), 'a-Brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(bodies).toEqual([{ token: 'tok-123', new_password: 'a-Brand-new-1' }]);
  });

  it('validates the new password with the contract schema', async () => {
    asVisitor();
    renderApp('/reset-password?token=tok-123');
    await userEvent.type(await screen.findByLabelText('New password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This password is too common; choose another')).toBeInTheDocument();
  });

  it('explains a link without a token', async () => {
    asVisitor();
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
