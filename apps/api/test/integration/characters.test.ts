import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterImages, TempCharacterImage } from '@studio/contracts/books';
import { bearer, signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { multipartBody } from '../support/multipart';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { completeStory, fetchMedia, freshMediaUrl, getBook, illustrate, storedFiles } from '../support/books';
import { apiAs } from '../support/client';
import { createDraft, storyDetails } from '../support/stories';
import { PURGE_TEMP_PHOTOS_JOB, purgeExpiredTempPhotos, TEMP_PHOTO_TTL_MS } from '../../src/modules/characters/purge-temp-photos-job';

type Auth = { access_token: string };
type Part = Parameters<typeof multipartBody>[0][number];

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

const base = (storyId: string) => `/api/v1/character-upload/stories/${storyId}/characters`;

/** A JPEG carrying EXIF with a GPS position, as phones write them. */
async function phonePhoto(colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'StoryPhone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
}
const png = () => sharp({ create: { width: 64, height: 64, channels: 4, background: '#00ff0088' } }).png().toBuffer();
const file = (name: string, data: Buffer, contentType = 'image/jpeg'): Part => ({ name, filename: `${name}.jpg`, contentType, data });

function upload(auth: Auth, url: string, parts: Part[]) {
  const form = multipartBody(parts);
  return product.app.inject({ method: 'POST', url, headers: { ...form.headers, ...bearer(auth) }, payload: form.payload });
}

async function paidStory() {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'pro');
  return { auth, storyId: await createDraft(product, auth) };
}

describe('character photos', () => {
  it('stores a photo re-encoded as WebP without EXIF or location, and lists it for the story', async () => {
    const { auth, storyId } = await paidStory();
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(auth, `${base(storyId)}/1/image`, [file('file', original)]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CharacterImages;
    expect(body.images).toEqual([{ image_id: expect.any(String), character_index: 1, character_name: 'Pip', url: expect.stringMatching(/^\/media\/characters\//) }]);

    const served = await fetchMedia(product, body.images[0]!.url);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('StoryPhone'))).toBe(false);

    const listed = await product.app.inject({ method: 'GET', url: `${base(storyId)}/images`, headers: bearer(auth) });
    expect(listed.json()).toEqual(body);
  });

  it('replaces a character’s photo and deletes it with its file', async () => {
    const { auth, storyId } = await paidStory();
    await upload(auth, `${base(storyId)}/0/image`, [file('file', await phonePhoto('#ff0000'))]);
    const first = await storedFiles(product);
    await upload(auth, `${base(storyId)}/0/image`, [file('file', await png(), 'image/png')]);
    expect((await storedFiles(product)).length).toBe(first.length);

    const deleted = await product.app.inject({ method: 'DELETE', url: `${base(storyId)}/0/image`, headers: bearer(auth) });
    expect(deleted.statusCode).toBe(204);
    expect((await storedFiles(product)).length).toBe(first.length - 1);
    expect((await product.app.inject({ method: 'GET', url: `${base(storyId)}/images`, headers: bearer(auth) })).json().images).toEqual([]);
    expect((await product.app.inject({ method: 'DELETE', url: `${base(storyId)}/0/image`, headers: bearer(auth) })).statusCode).toBe(404);
  });

  it('bulk-uploads photos by character name', async () => {
    const { auth, storyId } = await paidStory();
    const response = await upload(auth, `${base(storyId)}/bulk-upload`, [
      { name: 'character_names', value: JSON.stringify(['pip', 'Mia']) },
      file('images', await phonePhoto('#111111')),
      file('images', await png(), 'image/png'),
    ]);
    expect(response.statusCode).toBe(200);
    expect((response.json() as CharacterImages).images.map((image) => [image.character_index, image.character_name])).toEqual([[0, 'Mia'], [1, 'Pip']]);
  });

  it('takes the two /stories/upload-character-images forms in character order', async () => {
    const { auth, storyId } = await paidStory();
    const only = await upload(auth, '/api/v1/stories/upload-character-images-only', [{ name: 'story_id', value: storyId }, file('images', await phonePhoto())]);
    expect(only.statusCode).toBe(200);
    expect(only.json().images.map((image: { character_name: string }) => image.character_name)).toEqual(['Mia']);

    const withAge = await upload(auth, '/api/v1/stories/upload-character-images', [
      { name: 'story_id', value: storyId },
      { name: 'target_age', value: '6-8' },
      file('images', await png(), 'image/png'),
      file('images', await phonePhoto()),
    ]);
    expect(withAge.statusCode).toBe(200);
    expect(withAge.json().images).toHaveLength(2);
    const story = (await product.app.inject({ method: 'GET', url: `/api/v1/stories/${storyId}`, headers: bearer(auth) })).json();
    expect(story.inputs.age_group).toBe('6-8');
  });

  it('keeps a temporary photo for a story that does not exist yet', async () => {
    const { auth } = await paidStory();
    const response = await upload(auth, '/characters/temp/upload-image', [file('file', await phonePhoto())]);
    expect(response.statusCode).toBe(201);
    const body = response.json() as TempCharacterImage;
    expect((await fetchMedia(product, body.url)).headers['content-type']).toBe('image/webp');
  });

  it('gives photos chosen before the story existed to their characters when the draft is created', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'pro');
    const temp = (await upload(auth, '/characters/temp/upload-image', [file('file', await phonePhoto())])).json() as TempCharacterImage;
    const api = apiAs(product, auth);
    const draft = await api.post('/api/v1/stories/draft', storyDetails({ character_photos: [{ character_index: 1, image_id: temp.image_id }] }));
    expect(draft.statusCode, draft.body).toBe(201);
    const { story_id: storyId } = draft.json() as { story_id: string };
    const photos = (await api.get(`${base(storyId)}/images`)).json() as CharacterImages;
    expect(photos.images).toEqual([{ image_id: expect.any(String), character_index: 1, character_name: 'Pip', url: expect.any(String) }]);
    expect(await (await fetchMedia(product, photos.images[0]!.url)).rawPayload).toEqual((await fetchMedia(product, temp.url)).rawPayload);

    // The photo now belongs to that story: it cannot be given to a second one, and that draft is not created.
    const storiesBefore = (await api.get('/api/v1/stories/summary')).json() as { total: number };
    const again = await api.post('/api/v1/stories/draft', storyDetails({ character_photos: [{ character_index: 0, image_id: temp.image_id }] }));
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe('The photo for Mia is no longer available. Add it again.');
    expect(((await api.get('/api/v1/stories/summary')).json() as { total: number }).total).toBe(storiesBefore.total);
  });

  it('refuses draft photos for a character that does not exist, another customer’s photo, and photos on the Free plan', async () => {
    const owner = await signUp(product);
    await switchToPlan(product, owner, 'pro');
    const temp = (await upload(owner, '/characters/temp/upload-image', [file('file', await phonePhoto())])).json() as TempCharacterImage;
    const outOfRange = await apiAs(product, owner).post('/api/v1/stories/draft', storyDetails({ character_photos: [{ character_index: 4, image_id: temp.image_id }] }));
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json().detail).toBe('There is no character 5 for this photo');

    const stranger = await signUp(product);
    await switchToPlan(product, stranger, 'pro');
    const stolen = await apiAs(product, stranger).post('/api/v1/stories/draft', storyDetails({ character_photos: [{ character_index: 0, image_id: temp.image_id }] }));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().detail).toMatch(/no longer available/);

    const free = await signUp(product);
    const refused = await apiAs(product, free).post('/api/v1/stories/draft', storyDetails({ character_photos: [{ character_index: 0, image_id: temp.image_id }] }));
    expect(refused.statusCode).toBe(403);
    // The owner can still use it.
    expect((await apiAs(product, owner).post('/api/v1/stories/draft', storyDetails({ character_photos: [{ character_index: 0, image_id: temp.image_id }] }))).statusCode).toBe(201);
  });

  it('removes temporary photos and their files after a day, on an hourly schedule', async () => {
    const schedules = await product.context.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === PURGE_TEMP_PHOTOS_JOB)).toMatchObject({ cron: '17 * * * *' });
    const { auth, storyId } = await paidStory();
    const temp = (await upload(auth, '/characters/temp/upload-image', [file('file', await phonePhoto())])).json() as TempCharacterImage;
    const kept = (await upload(auth, `${base(storyId)}/0/image`, [file('file', await phonePhoto())])).json() as CharacterImages;

    await purgeExpiredTempPhotos(product.context);
    expect((await fetchMedia(product, temp.url)).statusCode).toBe(200);

    // A photo is dated by the database (wall time), which has moved on since the product's clock was set when
    // the file began: a day from the clock's time missed the photo once earlier tests had taken over a minute.
    const before = product.clock.now();
    product.clock.set(new Date(Date.now() + TEMP_PHOTO_TTL_MS + 60_000));
    try {
      expect((await purgeExpiredTempPhotos(product.context)).removed).toBeGreaterThanOrEqual(1);
      expect((await fetchMedia(product, freshMediaUrl(product, temp.url))).statusCode).toBe(404);
      // Photos that belong to a story are not temporary.
      expect((await fetchMedia(product, freshMediaUrl(product, kept.images[0]!.url))).statusCode).toBe(200);
    } finally {
      product.clock.set(before);
    }
  });
});

describe('refused uploads leave nothing behind', () => {
  it('refuses the free plan with 403 on every upload endpoint, before reading the file', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'free');
    const storyId = await createDraft(product, auth);
    const before = await storedFiles(product);
    const photo = await phonePhoto();
    for (const [url, parts] of [
      ['/characters/temp/upload-image', [file('file', photo)]],
      [`${base(storyId)}/0/image`, [file('file', photo)]],
      [`${base(storyId)}/bulk-upload`, [{ name: 'character_names', value: '["Mia"]' }, file('images', photo)]],
      ['/api/v1/stories/upload-character-images-only', [{ name: 'story_id', value: storyId }, file('images', photo)]],
      ['/api/v1/stories/upload-character-images', [{ name: 'story_id', value: storyId }, file('images', photo)]],
    ] as Array<[string, Part[]]>) {
      const response = await upload(auth, url, parts);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().detail).toMatch(/Custom character images are available on the .* plans?/);
    }
    expect(await storedFiles(product)).toEqual(before);
  });

  it('judges the type by the bytes, refuses files over 10 MB and corrupt images, and stores none of them', async () => {
    const { auth, storyId } = await paidStory();
    const before = await storedFiles(product);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');
    const renamedText = Buffer.from('just some text pretending to be a photo');
    const truncatedPng = (await png()).subarray(0, 40);
    const huge = Buffer.concat([await phonePhoto(), Buffer.alloc(10 * 1024 * 1024 + 1)]);

    const cases: Array<[Buffer, number, string]> = [
      [gif, 415, 'Upload a JPEG, PNG or WebP image'],
      [renamedText, 415, 'Upload a JPEG, PNG or WebP image'],
      [truncatedPng, 422, 'The file could not be read as an image'],
      [huge, 413, 'The file is too large (the limit is 10 MB)'],
    ];
    for (const [data, status, detail] of cases) {
      const response = await upload(auth, `${base(storyId)}/0/image`, [file('file', data)]);
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toBe(detail);
    }
    // One bad file in a bulk upload refuses the whole upload: the good one is not kept either.
    const bulk = await upload(auth, `${base(storyId)}/bulk-upload`, [
      { name: 'character_names', value: '["Mia","Pip"]' },
      file('images', await phonePhoto()),
      file('images', truncatedPng, 'image/png'),
    ]);
    expect(bulk.statusCode).toBe(422);
    const unknownName = await upload(auth, `${base(storyId)}/bulk-upload`, [{ name: 'character_names', value: '["Zed"]' }, file('images', await phonePhoto())]);
    expect(unknownName.statusCode).toBe(422);
    expect(unknownName.json().detail).toBe('"Zed" is not a character of this story');

    expect(await storedFiles(product)).toEqual(before);
    expect((await product.app.inject({ method: 'GET', url: `${base(storyId)}/images`, headers: bearer(auth) })).json().images).toEqual([]);
  });

  it('answers 404 for another customer’s story and for characters the story does not have', async () => {
    const { storyId } = await paidStory();
    const { auth: stranger, storyId: ownStory } = await paidStory();
    const before = await storedFiles(product);
    expect((await upload(stranger, `${base(storyId)}/0/image`, [file('file', await phonePhoto())])).statusCode).toBe(404);
    expect((await product.app.inject({ method: 'GET', url: `${base(storyId)}/images`, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await product.app.inject({ method: 'DELETE', url: `${base(storyId)}/0/image`, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await upload(stranger, '/api/v1/stories/upload-character-images-only', [{ name: 'story_id', value: storyId }, file('images', await phonePhoto())])).statusCode).toBe(404);
    expect((await upload(stranger, `${base(ownStory)}/5/image`, [file('file', await phonePhoto())])).statusCode).toBe(404);
    expect(await storedFiles(product)).toEqual(before);
  });
});

describe('the "Meet the characters" page', () => {
  it('frames the uploaded photos in the offline illustrator’s page, shown with the book', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'pro');
    const storyId = await completeStory(product, auth);
    expect((await getBook(product, auth, storyId)).characters_page_url).toBeNull();
    await upload(auth, `${base(storyId)}/0/image`, [file('file', await phonePhoto('#ff00ff'))]);
    expect((await illustrate(product, auth, storyId)).status).toBe('succeeded');

    const book = await getBook(product, auth, storyId);
    expect(book.character_photos.map((photo) => photo.character_name)).toEqual(['Mia']);
    const page = await fetchMedia(product, book.characters_page_url!);
    expect(page.headers['content-type']).toBe('image/webp');
    // The photo is magenta: the page holds a patch of it.
    const { data, info } = await sharp(page.rawPayload).raw().toBuffer({ resolveWithObject: true });
    let magenta = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 230 && data[i + 1]! < 30 && data[i + 2]! > 230) magenta++;
    expect(magenta).toBeGreaterThan(5000);
  });
});
