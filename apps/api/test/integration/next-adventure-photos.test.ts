import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@studio/contracts/billing';
import type { CharacterImages, TempCharacterImage } from '@studio/contracts/books';
import { ACCOUNT_EXPORT_DOCUMENT, type AccountExport } from '@studio/contracts/privacy';
import type { DraftPhoto } from '@studio/contracts/stories-api';
import { enforceRateLimit } from '../../src/modules/rate-limits/limiter';
import { COST_LIMITS } from '../../src/modules/rate-limits/route-limits';
import { renewDueSubscriptions } from '../../src/modules/subscriptions/renewals';
import { bearer, signUp } from '../support/accounts';
import { signInAgain, subscribeTo, switchToPlan } from '../support/billing';
import { fetchMedia, freshMediaUrl, storedFiles } from '../support/books';
import { apiAs } from '../support/client';
import { waitForJobsOfKind } from '../support/jobs';
import { multipartBody } from '../support/multipart';
import { storyDetails } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { readZip } from '../support/zip';

/** Issue 33: "Another adventure with Mia and Pip" carries the earlier book's character photos, each as a file of the new book's own. */
type Auth = Awaited<ReturnType<typeof signUp>>;

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

/** A JPEG carrying EXIF with a GPS position, as phones write them. */
const phonePhoto = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'StoryPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

async function uploadTemp(auth: Auth, colour: string): Promise<TempCharacterImage> {
  const form = multipartBody([{ name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: await phonePhoto(colour) }]);
  const response = await product.app.inject({ method: 'POST', url: '/characters/temp/upload-image', headers: { ...form.headers, ...bearer(auth) }, payload: form.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TempCharacterImage;
}

async function paidCustomer(): Promise<Auth> {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'pro');
  return auth;
}

const photosOf = async (auth: Auth, storyId: string) =>
  ((await apiAs(product, auth).get(`/api/v1/character-upload/stories/${storyId}/characters/images`)).json() as CharacterImages).images;

const draft = (auth: Auth, overrides: Parameters<typeof storyDetails>[0]) => apiAs(product, auth).post('/api/v1/stories/draft', storyDetails(overrides));

async function drafted(auth: Auth, overrides: Parameters<typeof storyDetails>[0]): Promise<string> {
  const response = await draft(auth, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { story_id: string }).story_id;
}

/** An earlier book whose Mia and Pip each have a photo (uploaded from a phone, with EXIF). */
async function earlierBookWithPhotos(auth: Auth): Promise<string> {
  const [mia, pip] = [await uploadTemp(auth, '#cc6633'), await uploadTemp(auth, '#3366cc')];
  return drafted(auth, { character_photos: [{ character_index: 0, image_id: mia.image_id }, { character_index: 1, image_id: pip.image_id }] });
}

/** What "Another adventure" sends: the earlier book's photos, by their ids, on the same characters. */
const carried = async (auth: Auth, earlierId: string): Promise<DraftPhoto[]> =>
  (await photosOf(auth, earlierId)).map((photo) => ({ character_index: photo.character_index, image_id: photo.image_id }));

const nextAdventure = async (auth: Auth, earlierId: string, photos?: DraftPhoto[]) =>
  drafted(auth, { follows: { story_id: earlierId }, character_photos: photos ?? (await carried(auth, earlierId)) } as never);

/** The stored bytes behind a media link, signed again so an old link's expiry does not matter. */
const served = async (url: string) => fetchMedia(product, freshMediaUrl(product, url));

/**
 * Runs `use` once the customer's Pro plan has ended and the free plan taken over (at the period's end, as a
 * downgrade does), then sets the clock back for the tests after.
 */
async function movedToFreePlan(auth: Auth, use: () => Promise<void>): Promise<void> {
  const { current_period_end } = (await apiAs(product, auth).get('/api/v1/subscriptions/subscription')).json() as Subscription;
  expect((await subscribeTo(product, auth, 'free')).outcome).toBe('scheduled');
  const now = product.clock.now();
  product.clock.set(new Date(Date.parse(current_period_end) + 60_000));
  try {
    await signInAgain(product, auth);
    await renewDueSubscriptions(product.context);
    expect(((await apiAs(product, auth).get('/api/v1/subscriptions/subscription')).json() as Subscription).plan.type).toBe('free');
    await use();
  } finally {
    product.clock.set(now);
  }
}

const filesOf = async (auth: Auth) => (await storedFiles(product)).filter((path) => path.includes(auth.customer.id));

describe('another adventure carries the earlier book’s photos', () => {
  it('gives the next adventure a copy of each photo: the same picture, without EXIF, in a file of its own behind an expiring link', async () => {
    const auth = await paidCustomer();
    const earlierId = await earlierBookWithPhotos(auth);
    const earlier = await photosOf(auth, earlierId);
    const filesBefore = await filesOf(auth);

    const laterId = await nextAdventure(auth, earlierId);
    const later = await photosOf(auth, laterId);
    expect(later.map((photo) => [photo.character_index, photo.character_name])).toEqual([
      [0, 'Mia'],
      [1, 'Pip'],
    ]);
    expect(await filesOf(auth)).toHaveLength(filesBefore.length + 2);
    for (const [i, photo] of later.entries()) {
      expect(photo.image_id).not.toBe(earlier[i]!.image_id);
      expect(photo.url.split('?')[0]).not.toBe(earlier[i]!.url.split('?')[0]);
      expect(photo.url).toMatch(/^\/media\/characters\/[^?]+\?exp=\d+&sig=/);
      const file = await fetchMedia(product, photo.url);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.rawPayload).toEqual((await served(earlier[i]!.url)).rawPayload);
      expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('StoryPhone'))).toBe(false);
    }
    // The earlier book keeps its photos; the next adventure took copies, not them.
    expect(await photosOf(auth, earlierId)).toEqual(earlier.map((photo) => ({ ...photo, url: expect.any(String) })));

    // A parent may leave a photo behind: only Pip's is carried, on the character it is given to.
    const pipOnly = await nextAdventure(auth, earlierId, [{ character_index: 1, image_id: earlier[1]!.image_id }]);
    expect((await photosOf(auth, pipOnly)).map((photo) => photo.character_name)).toEqual(['Pip']);
  });

  it('keeps each book’s photo whichever book is deleted', async () => {
    const auth = await paidCustomer();
    const api = apiAs(product, auth);
    const firstId = await earlierBookWithPhotos(auth);
    const secondId = await nextAdventure(auth, firstId);
    const thirdId = await nextAdventure(auth, firstId);
    const [first, second, third] = [await photosOf(auth, firstId), await photosOf(auth, secondId), await photosOf(auth, thirdId)];

    expect((await api.delete(`/api/v1/stories/${secondId}`)).statusCode).toBe(204);
    for (const photo of [...first, ...third]) expect((await served(photo.url)).statusCode).toBe(200);
    for (const photo of second) expect((await served(photo.url)).statusCode).toBe(404);

    expect((await api.delete(`/api/v1/stories/${firstId}`)).statusCode).toBe(204);
    for (const photo of third) expect((await served(photo.url)).statusCode).toBe(200);
    for (const photo of first) expect((await served(photo.url)).statusCode).toBe(404);
    expect(await photosOf(auth, thirdId)).toHaveLength(2);
  });

  it('follows the plan: a free plan gets the cast without the photos (403 if it sends them), and nothing is stored', async () => {
    const auth = await paidCustomer();
    const earlierId = await earlierBookWithPhotos(auth);
    const photos = await carried(auth, earlierId);
    await movedToFreePlan(auth, async () => {
      const filesBefore = await filesOf(auth);

      const refused = await draft(auth, { follows: { story_id: earlierId }, character_photos: photos } as never);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'plan_upgrade_required', detail: expect.stringMatching(/Custom character images are available on the .* plans?/) });
      expect(await filesOf(auth)).toEqual(filesBefore);

      const castOnly = await drafted(auth, { follows: { story_id: earlierId } } as never);
      expect(await photosOf(auth, castOnly)).toEqual([]);
      expect((await apiAs(product, auth).get(`/api/v1/stories/${castOnly}`)).json()).toMatchObject({ inputs: { characters: [{ name: 'Mia' }, { name: 'Pip' }] } });
      expect(await filesOf(auth)).toEqual(filesBefore);
    });
  });

  it('counts each copy against the customer’s budget of photo copies: 429 once it is used up, before any file is made', async () => {
    const auth = await paidCustomer();
    const earlierId = await earlierBookWithPhotos(auth);
    const rule = COST_LIMITS.photoCopies.perCustomer;
    // The budget has room for one copy more; the next adventure asks for two.
    for (let used = 0; used < rule.limit - 1; used += 1) await enforceRateLimit(product.context, rule, auth.customer.id);
    const filesBefore = await filesOf(auth);
    const refused = await draft(auth, { follows: { story_id: earlierId }, character_photos: await carried(auth, earlierId) } as never);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^You have made too many photo requests this hour\. Try again in /);
    expect(await filesOf(auth)).toEqual(filesBefore);
  });

  it('copies photos only from the book the new one follows, and only the customer’s own', async () => {
    const auth = await paidCustomer();
    const earlierId = await earlierBookWithPhotos(auth);
    const otherId = await earlierBookWithPhotos(auth);
    const ofOther = await carried(auth, otherId);

    // A photo of another of their books is not carried by following this one.
    const notFollowed = await draft(auth, { follows: { story_id: earlierId }, character_photos: ofOther.slice(0, 1) } as never);
    expect(notFollowed.statusCode).toBe(422);
    expect(notFollowed.json().detail).toBe('The photo for Mia is no longer available. Add it again.');
    // Nor without following any book.
    expect((await draft(auth, { character_photos: ofOther.slice(0, 1) })).statusCode).toBe(422);

    // Another customer cannot copy them, even following a book of their own.
    const stranger = await paidCustomer();
    const strangersBook = await drafted(stranger, {});
    const filesBefore = await storedFiles(product);
    const stolen = await draft(stranger, { follows: { story_id: strangersBook }, character_photos: ofOther.slice(0, 1) } as never);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.body).not.toContain(otherId);
    expect(await storedFiles(product)).toEqual(filesBefore);
    // Nor by following the customer's book: it does not exist for them.
    expect((await draft(stranger, { follows: { story_id: otherId }, character_photos: ofOther.slice(0, 1) } as never)).statusCode).toBe(404);
  });
});

describe('carried photos in the data export and account deletion', () => {
  it('exports the next adventure’s copies as its own photos, and closing the account removes them', { timeout: 60_000 }, async () => {
    const auth = await paidCustomer();
    const earlierId = await earlierBookWithPhotos(auth);
    const laterId = await nextAdventure(auth, earlierId);
    const later = await photosOf(auth, laterId);

    const exported = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile/export', headers: bearer(auth) });
    expect(exported.statusCode, exported.body).toBe(200);
    const entries = await readZip(exported.rawPayload);
    const document = JSON.parse(entries.get(ACCOUNT_EXPORT_DOCUMENT)!.toString('utf8')) as AccountExport;
    for (const photo of later) {
      const file = document.files.find((entry) => entry.path === `files/stories/${laterId}/characters/character-${photo.character_index}.webp`);
      expect(file).toMatchObject({ kind: 'character_photo', belongs_to: laterId });
      expect(entries.get(file!.path)).toEqual((await served(photo.url)).rawPayload);
    }
    expect(document.files.filter((entry) => entry.kind === 'character_photo')).toHaveLength(4);

    const deleted = await product.app.inject({ method: 'DELETE', url: '/api/v1/auth/profile', headers: bearer(auth), payload: { password: auth.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await waitForJobsOfKind(product, 'delete-account-files');
    expect(await filesOf(auth)).toEqual([]);
    for (const photo of later) expect((await served(photo.url)).statusCode).toBe(404);
  });
});
