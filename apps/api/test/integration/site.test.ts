import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@studio/contracts/site-routes';
import { startTestProduct, type TestProduct } from '../support/test-product';

const BIG_SCRIPT = `export const words = ${JSON.stringify('once upon a time '.repeat(500))};`;

let product: TestProduct;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'studio-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Storybook studio</title><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  // As the build leaves them: a compressed copy beside each text asset.
  await writeFile(join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
  await writeFile(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
  await writeFile(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT));
  product = await startTestProduct({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://books.example' });
});
afterAll(() => product.stop());

const get = (url: string) => product.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the public site for search engines', () => {
  it('serves robots.txt that points at the sitemap and keeps crawlers out of the app', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://books.example/sitemap.xml');
  });

  it('lists every public page in sitemap.xml, and nothing else', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PUBLIC_PAGES.map((path) => `https://books.example${path}`));
  });

  it('answers 200 with the app for its routes, and 404 (still the app, which shows its not-found page) for any other path', async () => {
    for (const path of ['/', '/pricing', '/help', '/book/0b4a', '/admin/orders/123', '/print-order/uploaded-book/9', '/orders?page=2']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    for (const path of ['/no-such-page', '/book', '/pricing/extra', '/admin/unknown']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
    expect((await get('/api/v1/nothing')).json()).toMatchObject({ code: 'not_found' });
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy a browser accepts, with Content-Encoding', async () => {
    const br = await product.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await product.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await product.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });
});
