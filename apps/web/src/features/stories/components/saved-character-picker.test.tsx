import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedCharacter } from '@studio/contracts/saved-characters';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { photoPlanHandlers, PRO_SUBSCRIPTION } from '../../../test/photo-plans';
import { renderApp, signInAs } from '../../../test/render-app';

const saved = (id: string, name: string, photo_url: string | null = null, species?: 'fox'): SavedCharacter => ({
  id, photo_url, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z',
  character: species ? { name, kind: 'animal', species, pronoun: 'he', appearance: { fur: 'red' }, traits: ['shy'] } : { name, kind: 'child', pronoun: 'she', appearance: { hair: 'curly brown' }, traits: ['curious'] },
});

/** The first render of a file loads the page's lazy chunk, slow when every suite runs at once on 2 cores. */
const FIRST_PAINT = { timeout: 15_000 };

function openDetails(characters: SavedCharacter[] | 'error', subscription: object | null = PRO_SUBSCRIPTION) {
  server.use(
    http.get('/api/v1/characters', () =>
      characters === 'error' ? HttpResponse.json({ detail: 'The database is resting' }, { status: 503 }) : HttpResponse.json({ characters, limit: 20, photos_allowed: subscription !== null }),
    ),
    // After the saved characters: msw answers with the first handler that matches.
    ...photoPlanHandlers(subscription),
    ...accountHandlers({ subscription }),
  );
  signInAs();
  return renderApp('/story/details');
}

describe('the saved-character picker on /story/details', () => {
  it('adds a saved character in one click, with a copy of its photo, and sends both with the draft', { timeout: 45_000 }, async () => {
    const copies: string[] = [];
    const drafts: unknown[] = [];
    server.use(
      http.post('/api/v1/characters/:id/story-photo', ({ params }) => {
        copies.push(String(params.id));
        return HttpResponse.json({ image_id: '5b0f2f9e-5c59-4c1e-9d4e-0d4a2d1f3a11', url: '/media/characters/copy.webp' }, { status: 201 });
      }),
      http.post('/api/v1/stories/draft', async ({ request }) => {
        drafts.push(await request.json());
        return HttpResponse.json({ story_id: 'story-1' }, { status: 201 });
      }),
    );
    const { router } = openDetails([saved('mia-id', 'Mia', '/media/characters/mia.webp'), saved('pip-id', 'Pip', null, 'fox')]);
    const picker = await screen.findByRole('region', { name: 'Your characters' }, FIRST_PAINT);
    await userEvent.click(within(picker).getByRole('button', { name: 'Add Mia to the story' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Mia'));
    expect(within(picker).getByRole('button', { name: 'Mia is in the story' })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('button', { name: 'Add Pip to the story' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Character 2' })).getByLabelText('Name')).toHaveValue('Pip'));
    expect(copies).toEqual(['mia-id']);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create my story idea' }));
    await waitFor(() => expect(router.state.location.search).toBe('?story_id=story-1'));
    expect(drafts).toEqual([
      expect.objectContaining({
        characters: [
          expect.objectContaining({ name: 'Mia', kind: 'child', pronoun: 'she', appearance: expect.objectContaining({ hair: 'curly brown' }), traits: ['curious'] }),
          expect.objectContaining({ name: 'Pip', kind: 'animal', species: 'fox', traits: ['shy'] }),
        ],
        character_photos: [{ character_index: 0, image_id: '5b0f2f9e-5c59-4c1e-9d4e-0d4a2d1f3a11' }],
      }),
    ]);
  });

  it('points to My characters when none are saved', async () => {
    openDetails([]);
    expect(await screen.findByRole('link', { name: 'My characters' }, FIRST_PAINT)).toHaveAttribute('href', '/my-characters');
  });

  it('offers to try again when the saved characters cannot be loaded', async () => {
    openDetails('error');
    expect(await screen.findByText(/Your saved characters could not be loaded/, {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The form itself still works.
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
