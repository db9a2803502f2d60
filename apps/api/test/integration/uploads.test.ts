import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterImages } from '@studio/contracts/books';
import { uploadTempDir } from '../../src/lib/multipart';
import { bearer, signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { storedFiles } from '../support/books';
import { createDraft } from '../support/stories';
import { startTestProduct, templatesForChildren, type TestProduct } from '../support/test-product';

type Auth = { access_token: string };
const MB = 1024 * 1024;

let product: TestProduct;
let origin: string;
beforeAll(async () => {
  product = await startTestProduct();
  origin = await product.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  product?.app.server.closeAllConnections();
  await product?.stop();
});

/** A valid JPEG of about `bytes`: a small picture carrying comment segments, as cameras pad theirs with maker notes. */
async function paddedJpeg(bytes: number): Promise<Buffer> {
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc7733' } }).jpeg().toBuffer();
  const segments: Buffer[] = [];
  for (let size = picture.length; size < bytes; size += 65_537) {
    const segment = Buffer.alloc(65_537, 0x61);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(65_535, 2);
    segments.push(segment);
  }
  return Buffer.concat([picture.subarray(0, 2), ...segments, picture.subarray(2)]);
}

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

/**
 * Sends a multipart form over real HTTP as a stream: parts are produced as the socket drains, so
 * the client never holds the form (it reuses the same file bytes for every file part).
 */
async function streamForm(auth: Auth, path: string, parts: Part[], to = origin): Promise<Response> {
  const boundary = `----studio${Math.random().toString(16).slice(2)}`;
  async function* body() {
    for (const part of parts) {
      const head = 'filename' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`;
      yield Buffer.from(head);
      if ('filename' in part) for (let offset = 0; offset < part.data.length; offset += 256 * 1024) yield part.data.subarray(offset, offset + 256 * 1024);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return fetch(`${to}${path}`, {
    method: 'POST',
    headers: { ...bearer(auth), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: ReadableStream.from(body()),
    duplex: 'half',
  } as RequestInit);
}

/** The product in a child process, so its memory is its own: RSS now, and the peak since the last reset (VmHWM). */
async function startServerProcess() {
  const child = fork(new URL('../support/upload-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...templatesForChildren() },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ origin: string; customers: Array<Auth & { storyId: string }>; tempDir: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as never));
    child.once('exit', (code) => reject(new Error(`the upload server exited with ${code}`)));
  });
  const status = () => readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status())?.[1] ?? NaN) * 1024;
  return {
    ...ready,
    memory: () => ({ rss: kb('VmRSS'), peak: kb('VmHWM') }),
    // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux).
    resetPeak: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

async function paidStory() {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'pro');
  return { auth, storyId: await createDraft(product, auth) };
}

const leftInTemp = async () => readdir(uploadTempDir(product.context)).catch(() => []);
const photoPath = (storyId: string, index: number) => `/api/v1/character-upload/stories/${storyId}/characters/${index}/image`;

describe('streamed uploads', () => {
  it('refuses a file over the route limit while it streams (413), leaving no file in the store or the temp folder', async () => {
    const { auth, storyId } = await paidStory();
    const before = await storedFiles(product);
    const response = await streamForm(auth, photoPath(storyId, 0), [{ name: 'file', filename: 'big.jpg', data: await paddedJpeg(12 * MB) }]);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toBe('The file is too large (the limit is 10 MB)');
    expect(await storedFiles(product)).toEqual(before);
    expect(await leftInTemp()).toEqual([]);
  });

  it('refuses a file whose first bytes are not an image (415) before reading the rest, leaving nothing', async () => {
    const { auth, storyId } = await paidStory();
    const before = await storedFiles(product);
    const notAPhoto = Buffer.alloc(5 * MB, 0x41);
    const response = await streamForm(auth, photoPath(storyId, 0), [{ name: 'file', filename: 'photo.jpg', data: notAPhoto }]);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { detail: string }).detail).toBe('Upload a JPEG, PNG or WebP image');
    expect(await storedFiles(product)).toEqual(before);
    expect(await leftInTemp()).toEqual([]);
  });

  it('takes three concurrent bulk uploads of 20 × 9.5 MB photos with the server growing by less than 250 MB', { timeout: 120_000 }, async () => {
    const photo = await paddedJpeg(9.5 * MB);
    const server = await startServerProcess();
    try {
      const [first, ...others] = server.customers;
      // Warm up sharp and the routes, so the baseline includes what any first upload loads.
      expect((await streamForm(first!, photoPath(first!.storyId, 0), [{ name: 'file', filename: 'warm.jpg', data: photo }], server.origin)).status).toBe(200);
      const baseline = server.memory().rss;
      server.resetPeak();

      const names = JSON.stringify(Array.from({ length: 20 }, () => 'Mia'));
      const responses = await Promise.all(
        [first!, ...others].map((customer) =>
          streamForm(
            customer,
            `/api/v1/character-upload/stories/${customer.storyId}/characters/bulk-upload`,
            [{ name: 'character_names', value: names }, ...Array.from({ length: 20 }, (_, i) => ({ name: 'images', filename: `photo-${i}.jpg`, data: photo }))],
            server.origin,
          ),
        ),
      );
      for (const response of responses) {
        expect(response.status).toBe(200);
        expect(((await response.json()) as CharacterImages).images).toHaveLength(1);
      }
      const grewMb = (server.memory().peak - baseline) / MB;
      console.warn(`three concurrent 20 × 9.5 MB bulk uploads: server RSS ${Math.round(baseline / MB)} MB, peak +${Math.round(grewMb)} MB`);
      // Streamed, the peak grows by about 65–70 MB on an idle box and by up to about 195 MB in CI's busy unit phase (four
      // suites on two cores; clean-clone runs of 2026-12-01). Read into memory, as before the streaming, it grew by about
      // 620 MB: the limit sits between the two, so the test fails on buffering and not on a busy box's late collection.
      expect(grewMb).toBeLessThan(250);
      expect(await readdir(server.tempDir).catch(() => [])).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
