import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CharacterImages } from '@studio/contracts/books';
import type { Story } from '@studio/contracts/stories-api';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { photoPlanHandlers, PRO_SUBSCRIPTION } from '../../../test/photo-plans';
import { renderApp, signInAs } from '../../../test/render-app';

/** Issue 33: "Another adventure" (/story/details?after=) starts from the earlier book's cast, and its photos on plans with photos. */
const EARLIER: Story = {
  id: 'earlier-1', title: 'Mia and Pip at the Seaside', status: 'complete', idea: null, outline: null, pages: [], page_count: 8,
  failure_reason: null, job_id: null, created_at: '2025-03-01T10:00:00.000Z', updated_at: '2025-03-01T10:00:00.000Z',
  inputs: {
    characters: [
      { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly' }, traits: ['brave'] },
      { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: [] },
    ],
    age_group: '6-8', story_length: 'short', tone: 'silly', art_style: 'watercolor', language: 'en',
  },
};
/** Photo ids are UUIDs, as the draft's schema asks. */
const [MIA_PHOTO, PIP_PHOTO] = ['0b4a3c52-6f0e-4a55-9d1e-2f4a8e1b7c01', '0b4a3c52-6f0e-4a55-9d1e-2f4a8e1b7c02'];
const PHOTOS: CharacterImages = {
  story_id: 'earlier-1',
  images: [
    { image_id: MIA_PHOTO, character_index: 0, character_name: 'Mia', url: '/media/characters/c/mia.webp?exp=1&sig=a' },
    { image_id: PIP_PHOTO, character_index: 1, character_name: 'Pip', url: '/media/characters/c/pip.webp?exp=1&sig=b' },
  ],
};

function openNextAdventure(subscription: object | null) {
  const drafts: Array<Record<string, unknown>> = [];
  server.use(
    ...accountHandlers({ subscription }),
    ...photoPlanHandlers(subscription),
    http.get('/api/v1/stories/earlier-1', () => HttpResponse.json(EARLIER)),
    http.get('/api/v1/character-upload/stories/earlier-1/characters/images', () => HttpResponse.json(PHOTOS)),
    http.post('/api/v1/stories/draft', async ({ request }) => {
      drafts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ story_id: 'story-2' }, { status: 201 });
    }),
  );
  signInAs();
  return { drafts, ...renderApp('/story/details?after=earlier-1') };
}

async function createTheIdea() {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.type(screen.getByLabelText('Theme'), 'a windy day');
  await userEvent.click(screen.getByRole('button', { name: 'Create my story idea' }));
}

describe('/story/details?after= (another adventure)', () => {
  it('starts with the cast and their photos on a plan with photos, and sends the earlier book’s photos with the draft', async () => {
    const { drafts, router } = openNextAdventure(PRO_SUBSCRIPTION);
    const mia = await screen.findByRole('group', { name: 'Character 1' });
    expect(within(mia).getByLabelText('Name')).toHaveValue('Mia');
    expect(await within(mia).findByRole('img', { name: 'Photo of Mia' })).toHaveAttribute('src', PHOTOS.images[0]!.url);
    expect(within(screen.getByRole('group', { name: 'Character 2' })).getByRole('img', { name: 'Photo of Pip' })).toHaveAttribute('src', PHOTOS.images[1]!.url);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    // The parent leaves Pip's photo behind.
    await userEvent.click(within(screen.getByRole('group', { name: 'Character 2' })).getByRole('button', { name: /Remove photo/ }));
    await createTheIdea();
    await waitFor(() => expect(router.state.location.search).toBe('?story_id=story-2'));
    expect(drafts).toEqual([
      expect.objectContaining({
        follows: { story_id: 'earlier-1', title: EARLIER.title },
        character_photos: [{ character_index: 0, image_id: MIA_PHOTO }],
        target_age_range: '6-8',
        art_style: 'watercolor',
        characters: [expect.objectContaining({ name: 'Mia' }), expect.objectContaining({ name: 'Pip' })],
      }),
    ]);
  });

  it('on the Free plan starts with the cast without photos, and says where the photos stay and which plans have them', async () => {
    const { drafts, router } = openNextAdventure(null);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('The photos of Mia and Pip stay with “Mia and Pip at the Seaside”: photos that guide the pictures come with the Pro and Premium plans.');
    expect(within(note).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();

    await createTheIdea();
    await waitFor(() => expect(router.state.location.search).toBe('?story_id=story-2'));
    expect(drafts).toEqual([expect.objectContaining({ follows: { story_id: 'earlier-1', title: EARLIER.title }, character_photos: [] })]);
  });
});
