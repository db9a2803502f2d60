import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { asVisitor, renderApp } from '../../../test/render-app';

async function fillForm(values: { name?: string; email?: string; password?: string; dateOfBirth?: string }) {
  if (values.name) await userEvent.type(await screen.findByLabelText('Full name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.dateOfBirth) await userEvent.type(screen.getByLabelText('Date of birth'), values.dateOfBirth);
}

describe('sign-up page', () => {
  it('validates with the contract schema', async () => {
    asVisitor();
    renderApp('/signup');
    await fillForm({ name: 'Ada', email: 'not-an-email', password: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Use the date format YYYY-MM-DD')).toBeInTheDocument();
  });

  it('hints at password strength while typing', async () => {
    asVisitor();
    renderApp('/signup');
    const password = await screen.findByLabelText('Password');
    expect(screen.getByText(/Use at least 8 characters/)).toBeInTheDocument();
    await userEvent.type(password, 'abc');
    expect(screen.getByText('Too short')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'abcdeG1!');
    expect(screen.getByText('Good')).toBeInTheDocument();
  });

  it("shows the server's detail and its field errors", async () => {
    server.use(
      http.post('/api/v1/auth/register', () =>
        HttpResponse.json(
          { detail: 'An account with this e-mail already exists', code: 'conflict', errors: [{ field: 'email', message: 'Already registered' }] },
          { status: 409 },
        ),
      ),
    );
    asVisitor();
    renderApp('/signup');
    await fillForm({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'a-Long-pass-1', dateOfBirth: '1990-12-10' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists');
    expect(screen.getByText('Already registered')).toBeInTheDocument();
  });

  it('registers and continues to /verify-email with the resend cooldown running', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/auth/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ email: 'ada@example.com', message: 'We sent an e-mail to ada@example.com with what you need to continue.' }, { status: 201 });
      }),
    );
    asVisitor();
    const { router } = renderApp('/signup');
    await fillForm({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'a-Long-pass-1', dateOfBirth: '1990-12-10' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(bodies).toEqual([{ full_name: 'Ada Lovelace', email: 'ada@example.com', password: 'a-Long-pass-1', date_of_birth: '1990-12-10' }]);
    expect(await screen.findByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  });
});
