import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_RENDERER_FILE } from '@studio/contracts/site-routes';
import { DEFAULT_BRAND } from '@studio/contracts/settings';
import { signUpAdmin } from '../support/accounts';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';

const TEMPLATE = '<!doctype html><html><head><title>Storybook studio</title></head><body><div id="root"></div></body></html>';

/**
 * A server bundle with the web build's contract (src/prerender.tsx): fills the root with the page, the
 * brand and the plans it was given, and counts its renders. /terms fails, as a broken page would.
 */
const RENDERER = `
globalThis.renders = [];
export async function renderPage({ path, template, data, publicUrl }) {
  globalThis.renders.push(path);
  if (path === '/terms') throw new Error('cannot render');
  const plans = data.plans.map((plan) => plan.name + ' ' + plan.price_cents).join(', ');
  return template.replace('<div id="root"></div>', '<div id="root"><h1>' + path + '</h1><p>' + data.brand.support_phone + '</p><p>' + plans + '</p><a href="' + publicUrl + path + '">here</a></div>');
}`;

let product: TestProduct;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
const renders = () => (globalThis as unknown as { renders: string[] }).renders;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'studio-dist-'));
  await mkdir(join(dist, '.server'));
  await writeFile(join(dist, 'index.html'), TEMPLATE);
  await writeFile(join(dist, PAGE_RENDERER_FILE), RENDERER);
  product = await startTestProduct({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://books.example' });
  admin = await signUpAdmin(product);
});
afterAll(() => product.stop());

const get = (url: string, encoding?: string) =>
  product.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('public pages arrive rendered', () => {
  it('serves each public page with its content in the HTML, rendered once and then from memory', async () => {
    const first = await get('/help');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('<div id="root"><h1>/help</h1>');
    expect(first.body).toContain(DEFAULT_BRAND.support_phone);
    expect(first.body).toContain('href="https://books.example/help"');
    await get('/help/');
    await get('/help?topic=stories');
    expect(renders().filter((path) => path === '/help')).toHaveLength(1);
  });

  it('sends it compressed when the browser accepts it', async () => {
    const br = await get('/about', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>/about</h1>');
    const gz = await get('/about', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>/about</h1>');
  });

  it('shows the plans on offer as the plans API answers them', async () => {
    const plans = (await product.app.inject({ method: 'GET', url: '/api/v1/plans' })).json() as Array<{ name: string; price_cents: number }>;
    expect(plans.length).toBeGreaterThan(0);
    expect((await get('/pricing')).body).toContain(plans.map((plan) => `${plan.name} ${plan.price_cents}`).join(', '));
  });

  it('renders again with the new brand once an administrator changes it', async () => {
    const brand = { ...DEFAULT_BRAND, support_phone: '+44 20 7946 0123' };
    const saved = await apiAs(product, admin).put('/api/v1/admin/settings', { brand, reason: 'New support line' });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await get('/contact');
    expect(page.body).toContain('+44 20 7946 0123');
    expect(page.body).not.toContain(DEFAULT_BRAND.support_phone);
  });

  it('falls back to the app drawing the page when a render fails, and tries again next time', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const page = await get('/terms');
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(TEMPLATE);
    }
    expect(renders().filter((path) => path === '/terms')).toHaveLength(2);
  });

  it('leaves app routes and unknown paths to the browser, and never serves the server bundle', async () => {
    expect((await get('/dashboard')).body).toBe(TEMPLATE);
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(TEMPLATE);
    const bundle = await get(`/${PAGE_RENDERER_FILE}`);
    expect(bundle.statusCode).toBe(404);
    expect(bundle.body).not.toContain('renderPage');
    expect(renders()).not.toContain('/dashboard');
  });
});
