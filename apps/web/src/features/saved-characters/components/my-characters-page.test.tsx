import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedCharacter, SavedCharacterList } from '@studio/contracts/saved-characters';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

const mia: SavedCharacter = {
  id: 'mia-id', photo_url: null, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z',
  character: { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly brown' }, traits: ['curious', 'brave'] },
};

/** The first render of a file loads the page's lazy chunk, slow when every suite runs at once on 2 cores. */
const FIRST_PAINT = { timeout: 15_000 };

/** A small server: the list as it stands, changed by the page's calls. */
function openPage(initial: SavedCharacter[], options: { limit?: number; photos?: boolean } = {}) {
  let characters = [...initial];
  const sent: Array<{ method: string; path: string; body?: unknown }> = [];
  const list = (): SavedCharacterList => ({ characters, limit: options.limit ?? 2, photos_allowed: options.photos ?? false });
  server.use(
    http.get('/api/v1/characters', () => HttpResponse.json(list())),
    http.post('/api/v1/characters', async ({ request }) => {
      const body = (await request.json()) as SavedCharacter['character'];
      sent.push({ method: 'POST', path: '/api/v1/characters', body });
      const created = { ...mia, id: `new-${characters.length}`, character: body };
      characters = [...characters, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/v1/characters/:id', async ({ request, params }) => {
      const body = (await request.json()) as SavedCharacter['character'];
      sent.push({ method: 'PUT', path: `/api/v1/characters/${String(params.id)}`, body });
      characters = characters.map((one) => (one.id === params.id ? { ...one, character: body } : one));
      return HttpResponse.json(characters.find((one) => one.id === params.id));
    }),
    http.delete('/api/v1/characters/:id', ({ params }) => {
      sent.push({ method: 'DELETE', path: `/api/v1/characters/${String(params.id)}` });
      characters = characters.filter((one) => one.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    // After this page's own handlers: msw answers with the first that matches.
    ...accountHandlers(),
  );
  signInAs();
  renderApp('/my-characters');
  return sent;
}

describe('/my-characters', () => {
  it('says how to begin when nothing is saved yet, and adds a character', async () => {
    const sent = openPage([]);
    expect(await screen.findByRole('heading', { name: 'No saved characters yet' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText(/0 of 2 kept on your plan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a character' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Pip');
    await userEvent.selectOptions(screen.getByLabelText('Who are they?'), 'animal');
    await userEvent.click(screen.getByRole('button', { name: 'Save character' }));
    expect(await screen.findByText('Animals and creatures need a species')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Species'), 'fox');
    await userEvent.type(screen.getByLabelText('Personality'), 'shy, quick');
    await userEvent.click(screen.getByRole('button', { name: 'Save character' }));
    expect(await screen.findByRole('article', { name: 'Pip' })).toHaveTextContent('Fox · they · shy, quick');
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/characters', body: expect.objectContaining({ name: 'Pip', kind: 'animal', species: 'fox', traits: ['shy', 'quick'] }) }]);
  });

  it('edits a character, and deletes one only after asking', async () => {
    const sent = openPage([mia]);
    const card = await screen.findByRole('article', { name: 'Mia' }, FIRST_PAINT);
    expect(card).toHaveTextContent('Child · she · curious, brave');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Mia' }));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Mia Rose');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const renamed = await screen.findByRole('article', { name: 'Mia Rose' });
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/api/v1/characters/mia-id', body: expect.objectContaining({ name: 'Mia Rose', traits: ['curious', 'brave'] }) });

    await userEvent.click(within(renamed).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Books you already made keep Mia Rose as they are.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Mia Rose' }));
    expect(await screen.findByRole('heading', { name: 'No saved characters yet' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/v1/characters/mia-id' });
  });

  it('stops adding at the plan’s number, and offers a photo only on plans with photos', async () => {
    openPage([mia, { ...mia, id: 'pip-id', character: { ...mia.character, name: 'Pip' } }]);
    expect(await screen.findByText(/2 of 2 kept on your plan\. Delete one you no longer need to keep another\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a character' })).toBeDisabled();
    expect(screen.queryByText('Photo of Mia')).not.toBeInTheDocument();
  });

  it('shows the photo control on a plan with photos', async () => {
    openPage([mia], { limit: 20, photos: true });
    expect(await screen.findByText('Photo of Mia')).toBeInTheDocument();
    expect(screen.getByText(/1 of 20 kept on your plan, with photos/)).toBeInTheDocument();
  });

  it('shows the error panel and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/characters', () => (++calls === 1 ? HttpResponse.json({ detail: 'Saved characters are resting' }, { status: 503 }) : HttpResponse.json({ characters: [mia], limit: 2, photos_allowed: false }))),
      ...accountHandlers(),
    );
    signInAs();
    renderApp('/my-characters');
    expect(await screen.findByText('Saved characters are resting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Mia' })).toBeInTheDocument());
  });
});
