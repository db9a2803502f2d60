import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { fakeObjectUrls, photoFile, photoPlanHandlers, PRO_SUBSCRIPTION } from '../../../test/photo-plans';
import { renderApp, signInAs } from '../../../test/render-app';

beforeAll(fakeObjectUrls);

function openDetails(subscription: object | null) {
  server.use(...accountHandlers({ subscription }), ...photoPlanHandlers(subscription));
  signInAs();
  return renderApp('/story/details');
}

const card = (index = 1) => screen.getByRole('group', { name: `Character ${index}` });

describe('adding a photo to a character', () => {
  it('shows how the photo is framed before sending it, then sends it and lets the parent replace or remove it', async () => {
    const uploads: number[] = [];
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/characters/temp/upload-image', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        uploads.push(file.size);
        await answered;
        return HttpResponse.json({ image_id: `0b7c1a2e-0000-4000-8000-00000000000${uploads.length}`, url: `/media/temp/${uploads.length}` }, { status: 201 });
      }),
    );
    openDetails(PRO_SUBSCRIPTION);
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await userEvent.upload(await within(card()).findByLabelText('Photo of Mia'), photoFile());
    expect(within(card()).getByRole('img', { name: 'How the photo of Mia will be framed' })).toHaveAttribute('src', 'blob:preview-mia.jpg');
    expect(uploads).toEqual([]);

    await userEvent.click(within(card()).getByRole('button', { name: 'Use this photo' }));
    expect(await within(card()).findByRole('progressbar', { name: 'Sending the photo of Mia' })).toBeInTheDocument();
    answer();
    expect(await within(card()).findByRole('button', { name: 'Replace photo' })).toBeInTheDocument();
    expect(within(card()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card()).getByRole('img', { name: 'Photo of Mia' })).toHaveAttribute('src', 'blob:preview-mia.jpg');
    expect(uploads).toEqual([7]);

    await userEvent.click(within(card()).getByRole('button', { name: /Remove photo/ }));
    expect(within(card()).getByRole('button', { name: /Add a photo/ })).toBeInTheDocument();
    expect(within(card()).queryByRole('img', { name: 'Photo of Mia' })).not.toBeInTheDocument();
  });

  it('sends the photo with the draft, for the right character even after another one is removed', async () => {
    const drafts: Array<{ character_photos?: unknown }> = [];
    server.use(
      http.post('/characters/temp/upload-image', () => HttpResponse.json({ image_id: '0b7c1a2e-0000-4000-8000-000000000009', url: '/media/temp/9' }, { status: 201 })),
      http.post('/api/v1/stories/draft', async ({ request }) => {
        drafts.push((await request.json()) as { character_photos?: unknown });
        return HttpResponse.json({ story_id: 'story-1' }, { status: 201 });
      }),
    );
    openDetails(PRO_SUBSCRIPTION);
    await userEvent.type(await screen.findByLabelText('Name'), 'Leo');
    await userEvent.click(screen.getByRole('button', { name: 'Add a character' }));
    await userEvent.type(within(card(2)).getByLabelText('Name'), 'Mia');
    await userEvent.upload(await within(card(2)).findByLabelText('Photo of Mia'), photoFile());
    await userEvent.click(within(card(2)).getByRole('button', { name: 'Use this photo' }));
    await within(card(2)).findByRole('button', { name: 'Replace photo' });
    await userEvent.click(within(card(1)).getByRole('button', { name: 'Remove character 1' }));
    expect(within(card(1)).getByRole('img', { name: 'Photo of Mia' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create my story idea' }));
    await waitFor(() => expect(drafts).toHaveLength(1));
    expect(drafts[0]?.character_photos).toEqual([{ character_index: 0, image_id: '0b7c1a2e-0000-4000-8000-000000000009' }]);
  });

  it('says in plain words what is wrong: not a photo, or the server’s reason (too large, unreadable)', async () => {
    server.use(
      http.post('/characters/temp/upload-image', () => HttpResponse.json({ detail: 'This photo is larger than 10 MB. Choose a smaller one.', code: 'payload_too_large' }, { status: 413 })),
    );
    openDetails(PRO_SUBSCRIPTION);
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    await userEvent.upload(await within(card()).findByLabelText('Photo of Mia'), photoFile('notes.pdf', 'application/pdf'), { applyAccept: false });
    expect(within(card()).getByRole('alert')).toHaveTextContent('That file is not a photo we can use. Choose a JPEG, PNG or WebP picture.');

    await userEvent.upload(within(card()).getByLabelText('Photo of Mia'), photoFile('big.png', 'image/png'));
    await userEvent.click(within(card()).getByRole('button', { name: 'Use this photo' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('This photo is larger than 10 MB. Choose a smaller one.');
    expect(within(card()).getByRole('button', { name: /Add a photo/ })).toBeInTheDocument();
  });

  it('shows the control locked on the Free plan, with the plans that include photos and the way to them', async () => {
    const uploads: unknown[] = [];
    server.use(http.post('/characters/temp/upload-image', () => void uploads.push(1)));
    const { router } = openDetails(null);
    await userEvent.type(await screen.findByLabelText('Name'), 'Mia');
    expect(await within(card()).findByText('Photos that guide the pictures come with the Pro and Premium plans.')).toBeInTheDocument();
    expect(within(card()).queryByLabelText('Photo of Mia')).not.toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('link', { name: 'See plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(uploads).toEqual([]);
  });

  it('says how photos are kept, next to the control, with a link to the privacy policy', async () => {
    openDetails(PRO_SUBSCRIPTION);
    const input = await within(card()).findByLabelText('Photo of character 1');
    const note = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(note).toHaveTextContent('We remove location data from photos; they are visible only to you and deleted with the story.');
    expect(note).toHaveTextContent('matches its skin and hair colours, not faces');
    expect(within(note as HTMLElement).getByRole('link', { name: 'How we keep photos' })).toHaveAttribute('href', '/privacy');
  });
});
