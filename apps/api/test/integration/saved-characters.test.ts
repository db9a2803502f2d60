import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TempCharacterImage } from '@studio/contracts/books';
import { ACCOUNT_EXPORT_DOCUMENT, type AccountExport } from '@studio/contracts/privacy';
import type { SavedCharacter, SavedCharacterList } from '@studio/contracts/saved-characters';
import type { Character } from '@studio/contracts/stories';
import type { Story } from '@studio/contracts/stories-api';
import { savedCharacters } from '../../src/db/schema';
import { bearer, signUp, signUpAdmin } from '../support/accounts';
import { planOfType, switchToPlan } from '../support/billing';
import { fetchMedia, storedFiles } from '../support/books';
import { apiAs } from '../support/client';
import { multipartBody } from '../support/multipart';
import { approvedStory, storyDetails, waitForJob } from '../support/stories';
import { waitForJobsOfKind } from '../support/jobs';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { readZip } from '../support/zip';

type Auth = Awaited<ReturnType<typeof signUp>>;

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

const MIA: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly brown', clothing: 'yellow raincoat' }, traits: ['curious'] };
const PIP: Character = { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he', appearance: { fur: 'red' }, traits: ['shy'] };

/** A JPEG carrying EXIF with a GPS position, as phones write them. */
const phonePhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'StoryPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

async function uploadPhoto(auth: Auth, id: string) {
  const form = multipartBody([{ name: 'file', filename: 'mia.jpg', contentType: 'image/jpeg', data: await phonePhoto() }]);
  return product.app.inject({ method: 'POST', url: `/api/v1/characters/${id}/photo`, headers: { ...form.headers, ...bearer(auth) }, payload: form.payload });
}

async function save(auth: Auth, character: object = MIA): Promise<SavedCharacter> {
  const response = await apiAs(product, auth).post('/api/v1/characters', character);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SavedCharacter;
}

const list = async (auth: Auth) => (await apiAs(product, auth).get('/api/v1/characters')).json() as SavedCharacterList;

async function paidCustomer(): Promise<Auth> {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'pro');
  return auth;
}

/** The customer's stored files whose path names them. */
const filesOf = async (auth: Auth) => (await storedFiles(product)).filter((path) => path.includes(auth.customer.id));

describe('saved characters: /api/v1/characters', () => {
  it('creates, lists, updates and deletes a saved character, in the OpenAPI document', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    expect(await list(auth)).toEqual({ characters: [], limit: 2, photos_allowed: false });

    const mia = await save(auth);
    expect(mia).toMatchObject({ character: { ...MIA, appearance: MIA.appearance }, photo_url: null });
    const changed = await api.put(`/api/v1/characters/${mia.id}`, { ...MIA, name: 'Mia Rose', traits: ['brave'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as SavedCharacter).character).toMatchObject({ name: 'Mia Rose', traits: ['brave'] });
    expect((await list(auth)).characters.map((c) => c.character.name)).toEqual(['Mia Rose']);

    const invalid = await api.post('/api/v1/characters', { name: 'Pip', kind: 'animal' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toMatch(/species/);

    expect((await api.delete(`/api/v1/characters/${mia.id}`)).statusCode).toBe(204);
    expect((await list(auth)).characters).toEqual([]);
    expect((await api.delete(`/api/v1/characters/${mia.id}`)).statusCode).toBe(404);
    expect((await api.put('/api/v1/characters/not-an-id', MIA)).statusCode).toBe(404);

    const paths = Object.keys((await product.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths);
    for (const path of ['/api/v1/characters', '/api/v1/characters/{id}', '/api/v1/characters/{id}/photo', '/api/v1/characters/from-story', '/api/v1/characters/{id}/story-photo']) expect(paths).toContain(path);
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/characters' })).statusCode).toBe(401);
  });

  it('keeps another customer’s characters out of reach: 404, never their data', async () => {
    const owner = await paidCustomer();
    const stranger = await paidCustomer();
    const mia = await save(owner, { ...MIA, name: 'Augustina' });
    expect((await uploadPhoto(owner, mia.id)).statusCode).toBe(200);
    const api = apiAs(product, stranger);
    const answers = [
      await api.put(`/api/v1/characters/${mia.id}`, MIA),
      await api.delete(`/api/v1/characters/${mia.id}/photo`),
      await api.post(`/api/v1/characters/${mia.id}/story-photo`),
      await uploadPhoto(stranger, mia.id),
      await api.delete(`/api/v1/characters/${mia.id}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.body).not.toContain('Augustina');
    }
    expect((await list(stranger)).characters).toEqual([]);
    expect((await list(owner)).characters).toMatchObject([{ id: mia.id, character: { name: 'Augustina' }, photo_url: expect.any(String) }]);
  });

  it('keeps 2 characters on the free plan and 20 on paid plans (422 with the reason), as administrators set them', async () => {
    const free = await signUp(product);
    await save(free, MIA);
    await save(free, PIP);
    const third = await apiAs(product, free).post('/api/v1/characters', { ...PIP, name: 'Grandma Rose', kind: 'grown-up', species: undefined });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ code: 'saved_character_limit', detail: 'Your Free plan keeps up to 2 saved characters. Delete one you no longer need, or upgrade to keep more.' });
    expect((await list(free)).characters).toHaveLength(2);

    const paid = await paidCustomer();
    expect((await list(paid)).limit).toBe(20);
    await Promise.all(Array.from({ length: 21 }, (_, i) => apiAs(product, paid).post('/api/v1/characters', { ...MIA, name: `Mia ${i}` })));
    expect((await list(paid)).characters).toHaveLength(20);
    const over = await apiAs(product, paid).post('/api/v1/characters', MIA);
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe('Your Pro plan keeps up to 20 saved characters. Delete one you no longer need.');

    const admin = await signUpAdmin(product);
    const freePlan = await planOfType(product, 'free');
    expect(freePlan.saved_characters).toBe(2);
    const edited = await apiAs(product, admin).patch(`/api/v1/admin/plans/${freePlan.id}`, { saved_characters: 3, reason: 'Families asked for a grandparent too' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await apiAs(product, free).post('/api/v1/characters', { name: 'Grandma Rose', kind: 'grown-up' })).statusCode).toBe(201);
    await apiAs(product, admin).patch(`/api/v1/admin/plans/${freePlan.id}`, { saved_characters: 2, reason: 'Back to two' });
  });

  it('takes photos on paid plans only, without EXIF, and deletes the photo with the character', async () => {
    const free = await signUp(product);
    const freeMia = await save(free);
    const refused = await uploadPhoto(free, freeMia.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_upgrade_required');

    const auth = await paidCustomer();
    const mia = await save(auth);
    const before = await filesOf(auth);
    const uploaded = await uploadPhoto(auth, mia.id);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { photo_url } = uploaded.json() as SavedCharacter;
    const served = await fetchMedia(product, photo_url!);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('StoryPhone'))).toBe(false);
    // Media links expire.
    expect(photo_url).toMatch(/[?&]exp=\d+&sig=/);

    // A new photo replaces the old file.
    await uploadPhoto(auth, mia.id);
    expect(await filesOf(auth)).toHaveLength(before.length + 1);
    expect((await apiAs(product, auth).delete(`/api/v1/characters/${mia.id}`)).statusCode).toBe(204);
    expect(await filesOf(auth)).toEqual(before);
  });
});

describe('a story keeps its own copy of a saved character', () => {
  it('copies the character and its photo into a new story; editing or deleting the saved one leaves the finished book as it was', async () => {
    const auth = await paidCustomer();
    const api = apiAs(product, auth);
    const mia = await save(auth, { ...MIA, name: 'Mia Copy' });
    await uploadPhoto(auth, mia.id);
    const copied = await api.post(`/api/v1/characters/${mia.id}/story-photo`);
    expect(copied.statusCode, copied.body).toBe(201);
    const { image_id } = copied.json() as TempCharacterImage;

    const storyId = await approvedStory(product, auth, { characters: [mia.character, PIP], character_photos: [{ character_index: 0, image_id }] } as never);
    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json() as { job_id: string };
    expect((await waitForJob(product, auth, job_id)).status).toBe('succeeded');
    const finished = (await api.get(`/api/v1/stories/${storyId}`)).json() as Story;
    const photos = async () => (await api.get(`/api/v1/character-upload/stories/${storyId}/characters/images`)).json() as { images: Array<{ url: string }> };
    expect((await photos()).images).toHaveLength(1);

    expect((await api.put(`/api/v1/characters/${mia.id}`, { ...MIA, name: 'Somebody Else', traits: ['grumpy'] })).statusCode).toBe(200);
    expect((await api.delete(`/api/v1/characters/${mia.id}`)).statusCode).toBe(204);

    const after = (await api.get(`/api/v1/stories/${storyId}`)).json() as Story;
    expect(after).toEqual(finished);
    expect(JSON.stringify(after)).toContain('Mia Copy');
    expect(JSON.stringify(after)).not.toContain('Somebody Else');
    const [photo] = (await photos()).images;
    expect((await fetchMedia(product, photo!.url)).statusCode).toBe(200);
  });

  it('saves a story’s character for next time, with a photo of its own (free plans: without the photo)', async () => {
    const auth = await paidCustomer();
    const api = apiAs(product, auth);
    const { image_id } = (await api.post(`/api/v1/characters/${(await saveWithPhoto(auth)).id}/story-photo`)).json() as TempCharacterImage;
    const draft = await api.post('/api/v1/stories/draft', storyDetails({ characters: [MIA, PIP], character_photos: [{ character_index: 0, image_id }] }));
    expect(draft.statusCode, draft.body).toBe(201);
    const storyId = (draft.json() as { story_id: string }).story_id;

    const saved = await api.post('/api/v1/characters/from-story', { story_id: storyId, character_index: 0 });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ character: { name: 'Mia', traits: ['curious'] }, photo_url: expect.stringMatching(/^\/media\/characters\//) });
    expect((await api.post('/api/v1/characters/from-story', { story_id: storyId, character_index: 5 })).statusCode).toBe(404);

    // Deleting the story leaves the saved photo, a file of its own.
    expect((await api.delete(`/api/v1/stories/${storyId}`)).statusCode).toBe(204);
    expect((await fetchMedia(product, (saved.json() as SavedCharacter).photo_url!)).statusCode).toBe(200);

    const free = await signUp(product);
    const freeStory = (await apiAs(product, free).post('/api/v1/stories/draft', storyDetails())).json() as { story_id: string };
    const freeSaved = await apiAs(product, free).post('/api/v1/characters/from-story', { story_id: freeStory.story_id, character_index: 1 });
    expect(freeSaved.json()).toMatchObject({ character: { name: 'Pip', species: 'fox' }, photo_url: null });
    expect((await apiAs(product, auth).post('/api/v1/characters/from-story', { story_id: freeStory.story_id, character_index: 1 })).statusCode).toBe(404);
  });
});

async function saveWithPhoto(auth: Auth): Promise<SavedCharacter> {
  const mia = await save(auth);
  expect((await uploadPhoto(auth, mia.id)).statusCode).toBe(200);
  return mia;
}

describe('saved characters in the data export and account deletion', () => {
  it('exports them with their photos, and deleting the account removes both', { timeout: 60_000 }, async () => {
    const auth = await paidCustomer();
    const mia = await saveWithPhoto(auth);
    const pip = await save(auth, PIP);

    const exported = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile/export', headers: bearer(auth) });
    expect(exported.statusCode, exported.body).toBe(200);
    const entries = await readZip(exported.rawPayload);
    const document = JSON.parse(entries.get(ACCOUNT_EXPORT_DOCUMENT)!.toString('utf8')) as AccountExport;
    expect(document.saved_characters.map((c) => [c.id, c.character.name])).toEqual([[mia.id, 'Mia'], [pip.id, 'Pip']]);
    const file = document.files.find((f) => f.belongs_to === mia.id);
    expect(file).toMatchObject({ path: `files/saved-characters/${mia.id}.webp`, kind: 'character_photo' });
    expect((await sharp(entries.get(file!.path)!).metadata()).format).toBe('webp');

    expect(await filesOf(auth)).not.toEqual([]);
    const deleted = await product.app.inject({ method: 'DELETE', url: '/api/v1/auth/profile', headers: bearer(auth), payload: { password: auth.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [rows] = await product.context.db.select({ n: count() }).from(savedCharacters).where(eq(savedCharacters.customerId, auth.customer.id));
    expect(rows!.n).toBe(0);
    await waitForJobsOfKind(product, 'delete-account-files');
    expect(await filesOf(auth)).toEqual([]);
  });
});
