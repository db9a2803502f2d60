import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@studio/contracts/site-routes';
import { startTestProduct, type TestProduct } from '../support/test-product';

let product: TestProduct;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'studio-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Storybook studio</title><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
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
});
