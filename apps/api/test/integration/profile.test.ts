import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp } from '../support/accounts';
import { multipartBody } from '../support/multipart';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

const putProfile = (auth: { access_token: string }, body: ReturnType<typeof multipartBody>) =>
  product.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { ...bearer(auth), ...body.headers }, payload: body.payload });

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 240, g: 180, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', ImageDescription: 'Our house' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

async function storedFiles(): Promise<string[]> {
  const root = join(product.dataDir, 'blobs');
  return (await readdir(root, { recursive: true }).catch(() => [] as string[])).map(String);
}

describe('GET /api/v1/auth/profile', () => {
  it('returns the signed-in customer', async () => {
    const customer = await signUp(product);
    const response = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(customer) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(customer.customer);
  });
});

describe('PUT /api/v1/auth/profile', () => {
  it('updates the name and date of birth from JSON', async () => {
    const customer = await signUp(product);
    await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(customer) });
    const response = await product.app.inject({
      method: 'PUT', url: '/api/v1/auth/profile', headers: bearer(customer), payload: { full_name: 'Ada Lovelace', date_of_birth: '1985-12-10' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ full_name: 'Ada Lovelace', date_of_birth: '1985-12-10', email: customer.customer.email });
    // The profile read right after the change is the new one (the read cache is dropped on write).
    const read = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(customer) });
    expect(read.json()).toMatchObject({ full_name: 'Ada Lovelace', date_of_birth: '1985-12-10' });
  });

  it('refuses invalid fields with 422 and changes nothing', async () => {
    const customer = await signUp(product);
    const response = await product.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: bearer(customer), payload: { date_of_birth: '3000-01-01' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('date_of_birth');
    const after = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(customer) });
    expect(after.json().date_of_birth).toBe(customer.customer.date_of_birth);
  });

  it('stores a multipart picture as a small WebP without EXIF, served at a signed URL', async () => {
    const customer = await signUp(product);
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await putProfile(customer, multipartBody([
      { name: 'full_name', value: 'Picture Parent' },
      { name: 'profile_picture', filename: 'me.png', contentType: 'image/png', data: original },
    ]));
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.full_name).toBe('Picture Parent');
    expect(updated.profile_picture).toMatch(/^\/media\/avatars\/.+\.webp\?exp=\d+&sig=/);

    const image = await product.app.inject({ method: 'GET', url: updated.profile_picture });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const forged = updated.profile_picture.replace(/sig=.*/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await product.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('replacing the picture removes the old file', async () => {
    const customer = await signUp(product);
    const upload = async () =>
      (await putProfile(customer, multipartBody([{ name: 'profile_picture', filename: 'a.jpg', contentType: 'image/jpeg', data: await photoWithGps() }]))).json();
    const first = await upload();
    const second = await upload();
    expect((await product.app.inject({ method: 'GET', url: first.profile_picture })).statusCode).toBe(404);
    expect((await product.app.inject({ method: 'GET', url: second.profile_picture })).statusCode).toBe(200);
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, I am not an image'), 415],
    ['a PNG header followed by garbage', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]), 422],
    ['a file over 5 MB', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 1)]), 413],
  ])('refuses %s and stores nothing', async (_label, data, status) => {
    const customer = await signUp(product);
    const before = await storedFiles();
    const response = await putProfile(customer, multipartBody([
      { name: 'full_name', value: 'Should Not Change' },
      { name: 'profile_picture', filename: 'me.png', contentType: 'image/png', data },
    ]));
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toEqual(expect.any(String));
    expect(await storedFiles()).toEqual(before);
    const after = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(customer) });
    expect(after.json().full_name).toBe('Ada Parent');
  });
});
