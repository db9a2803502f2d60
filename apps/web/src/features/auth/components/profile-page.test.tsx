import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../../test/fixtures';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

describe('profile page', () => {
  it('shows the account details', async () => {
    server.use(...accountHandlers());
    signInAs();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Date of birth')).toBeInTheDocument();
  });

  it('edits name, date of birth and picture as multipart and updates the session', async () => {
    let received: FormData | null = null;
    server.use(
      ...accountHandlers(),
      http.put('/api/v1/auth/profile', async ({ request }) => {
        received = await request.formData();
        return HttpResponse.json(makeCustomer({ full_name: 'Ada King', date_of_birth: '1991-01-02' }));
      }),
    );
    signInAs();
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const name = screen.getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    const dateOfBirth = screen.getByLabelText('Date of birth');
    await userEvent.clear(dateOfBirth);
    await userEvent.type(dateOfBirth, '1991-01-02');
    await userEvent.upload(screen.getByLabelText('Upload a new picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(received).not.toBeNull());
    const form = received as unknown as FormData;
    expect(form.get('full_name')).toBe('Ada King');
    expect(form.get('date_of_birth')).toBe('1991-01-02');
    // jsdom's XHR drops the file name when serialising multipart; the bytes arrive intact.
    expect(await (form.get('profile_picture') as Blob).text()).toBe('png');
    expect(await screen.findByRole('heading', { name: 'Ada King' })).toBeInTheDocument();
    expect(JSON.parse(Cookies.get('sb_customer_data') ?? '{}')).toMatchObject({ full_name: 'Ada King' });
  });

  it('validates with the contract schema and shows the server detail', async () => {
    server.use(
      ...accountHandlers(),
      http.put('/api/v1/auth/profile', () => HttpResponse.json({ detail: 'Picture is too large', code: 'payload_too_large' }, { status: 413 })),
    );
    signInAs();
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Full name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Picture is too large');
  });
});
