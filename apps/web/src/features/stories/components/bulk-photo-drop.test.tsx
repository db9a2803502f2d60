import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { fakeObjectUrls, photoFile, photoPlanHandlers, PRO_SUBSCRIPTION } from '../../../test/photo-plans';
import { renderApp, signInAs } from '../../../test/render-app';

beforeAll(fakeObjectUrls);

const card = (index: number) => screen.getByRole('group', { name: `Character ${index}` });
const bulk = () => screen.getByRole('region', { name: 'Photos of several characters' });

async function openWithCast(subscription: object | null, names: string[]) {
  server.use(...accountHandlers({ subscription }), ...photoPlanHandlers(subscription));
  signInAs();
  renderApp('/story/details');
  await userEvent.type(await screen.findByLabelText('Name'), names[0]!);
  for (const [i, name] of names.slice(1).entries()) {
    await userEvent.click(screen.getByRole('button', { name: 'Add a character' }));
    await userEvent.type(within(card(i + 2)).getByLabelText('Name'), name);
  }
}

describe('dropping photos of several characters at once', () => {
  it('matches each photo by the name in its file name, lets the parent correct it, and sends them with progress', async () => {
    const uploads: number[] = [];
    const drafts: Array<{ character_photos?: unknown }> = [];
    server.use(
      http.post('/characters/temp/upload-image', () => {
        uploads.push(uploads.length + 1);
        return HttpResponse.json({ image_id: `0b7c1a2e-0000-4000-8000-00000000000${uploads.length}`, url: `/media/temp/${uploads.length}` }, { status: 201 });
      }),
      http.post('/api/v1/stories/draft', async ({ request }) => {
        drafts.push((await request.json()) as { character_photos?: unknown });
        return HttpResponse.json({ story_id: 'story-1' }, { status: 201 });
      }),
    );
    await openWithCast(PRO_SUBSCRIPTION, ['Leo', 'Mia', 'Grandpa Joe']);
    const files = [photoFile('mia.jpg'), photoFile('grandpa-joe.png', 'image/png'), photoFile('IMG_0042.jpg'), photoFile('notes.pdf', 'application/pdf')];
    await userEvent.upload(within(bulk()).getByLabelText('Photos of several characters'), files, { applyAccept: false });

    expect(within(bulk()).getByRole('alert')).toHaveTextContent('notes.pdf: That file is not a photo we can use.');
    expect(within(bulk()).getByRole('combobox', { name: 'Who is in mia.jpg?' })).toHaveDisplayValue('Mia');
    expect(within(bulk()).getByRole('combobox', { name: 'Who is in grandpa-joe.png?' })).toHaveDisplayValue('Grandpa Joe');
    expect(within(bulk()).getByRole('combobox', { name: 'Who is in IMG_0042.jpg?' })).toHaveDisplayValue('Leave this photo out');
    expect(within(bulk()).getByRole('button', { name: 'Use 2 photos' })).toBeEnabled();

    await userEvent.selectOptions(within(bulk()).getByRole('combobox', { name: 'Who is in IMG_0042.jpg?' }), 'Mia');
    expect(within(bulk()).getByText('Mia has more than one photo: choose one.')).toBeInTheDocument();
    expect(within(bulk()).getByRole('button', { name: 'Use 3 photos' })).toBeDisabled();
    await userEvent.selectOptions(within(bulk()).getByRole('combobox', { name: 'Who is in IMG_0042.jpg?' }), 'Leo');
    expect(uploads).toEqual([]);

    await userEvent.click(within(bulk()).getByRole('button', { name: 'Use 3 photos' }));
    await waitFor(() => expect(uploads).toEqual([1, 2, 3]));
    expect(await within(card(1)).findByRole('img', { name: 'Photo of Leo' })).toHaveAttribute('src', 'blob:preview-IMG_0042.jpg');
    expect(within(card(2)).getByRole('img', { name: 'Photo of Mia' })).toHaveAttribute('src', 'blob:preview-mia.jpg');
    expect(within(card(3)).getByRole('img', { name: 'Photo of Grandpa Joe' })).toHaveAttribute('src', 'blob:preview-grandpa-joe.png');
    expect(within(bulk()).getByRole('button', { name: 'Choose photos' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create my story idea' }));
    await waitFor(() => expect(drafts).toHaveLength(1));
    expect(drafts[0]?.character_photos).toEqual([
      { character_index: 1, image_id: '0b7c1a2e-0000-4000-8000-000000000001' },
      { character_index: 2, image_id: '0b7c1a2e-0000-4000-8000-000000000002' },
      { character_index: 0, image_id: '0b7c1a2e-0000-4000-8000-000000000003' },
    ]);
  });

  it('says the server’s reason and keeps the photos not yet sent', async () => {
    let calls = 0;
    server.use(
      http.post('/characters/temp/upload-image', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ image_id: '0b7c1a2e-0000-4000-8000-000000000001', url: '/media/temp/1' }, { status: 201 })
          : HttpResponse.json({ detail: 'We could not read this image. Try another photo.', code: 'bad_image' }, { status: 422 });
      }),
    );
    await openWithCast(PRO_SUBSCRIPTION, ['Leo', 'Mia']);
    await userEvent.upload(within(bulk()).getByLabelText('Photos of several characters'), [photoFile('leo.jpg'), photoFile('mia.jpg')]);
    await userEvent.click(within(bulk()).getByRole('button', { name: 'Use 2 photos' }));
    expect(await within(bulk()).findByText('We could not read this image. Try another photo.')).toBeInTheDocument();
    expect(within(card(1)).getByRole('img', { name: 'Photo of Leo' })).toBeInTheDocument();
    expect(within(bulk()).getByRole('combobox', { name: 'Who is in mia.jpg?' })).toHaveDisplayValue('Mia');
    expect(within(bulk()).queryByRole('combobox', { name: 'Who is in leo.jpg?' })).not.toBeInTheDocument();
  });

  it('is offered for two characters or more', async () => {
    await openWithCast(PRO_SUBSCRIPTION, ['Leo']);
    expect(await within(card(1)).findByRole('button', { name: /Add a photo/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos of several characters' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a character' }));
    expect(await screen.findByRole('region', { name: 'Photos of several characters' })).toBeInTheDocument();
  });

  it('is not offered on the Free plan', async () => {
    await openWithCast(null, ['Leo', 'Mia']);
    expect(await within(card(1)).findByText('Photos that guide the pictures come with the Pro and Premium plans.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos of several characters' })).not.toBeInTheDocument();
  });
});
