import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@studio/contracts/site-routes';
import { DEFAULT_BRAND } from '@studio/contracts/settings';
import type { PublicData } from '@studio/contracts/site-routes';
import { headFor } from './head-tags';
import { pageDocument } from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The app's own description." />
    <title>Storybook studio</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const dataWith = (brand = DEFAULT_BRAND): PublicData => ({ brand, plans: [], credit_packages: [] });
const render = (path: string, brand = DEFAULT_BRAND) =>
  pageDocument({ template: TEMPLATE, path, html: '<main><h1>Help</h1></main>', data: dataWith(brand), publicUrl: 'https://books.example/' });

describe('a public page as the server sends it', () => {
  it('has its own title and description, a canonical link and share tags with absolute addresses', () => {
    const page = render('/help');
    const { title, tags } = headFor('/help', 'https://books.example');
    expect(page).toContain(`<title>${title.replace('&', '&amp;')}</title>`);
    expect(page).not.toContain("The app's own description.");
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).toContain('<link rel="canonical" href="https://books.example/help" data-page-head>');
    expect(page).toContain('<meta property="og:image" content="https://books.example/og-image.jpg" data-page-head>');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" data-page-head>');
    expect(tags.map((tag) => tag.attributes.name ?? tag.attributes.property ?? tag.attributes.rel)).toContain('og:description');
  });

  it('puts the content in the root and its data beside it, escaped so no value can end the script', () => {
    const page = render('/contact', { ...DEFAULT_BRAND, address: '1 </script><script>alert(1)</script> Lane' });
    expect(page).toContain('<div id="root"><main><h1>Help</h1></main></div>');
    const json = /<script id="public-data" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? '')).toMatchObject({ brand: { address: '1 </script><script>alert(1)</script> Lane' } });
  });

  it('refuses a template with no empty root to fill', () => {
    expect(() => pageDocument({ template: '<html><body></body></html>', path: '/', html: '<p>x</p>', data: dataWith(), publicUrl: 'https://books.example' })).toThrow(/root/);
  });
});

describe('what search engines read', () => {
  it('gives every public page a unique title and a unique description of at most 160 characters', () => {
    const heads = PUBLIC_PAGES.map((path) => headFor(path, 'https://books.example'));
    const descriptions = heads.map((head) => head.tags.find((tag) => tag.attributes.name === 'description')?.attributes.content ?? '');
    expect(new Set(heads.map((head) => head.title)).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(descriptions).size).toBe(PUBLIC_PAGES.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('keeps app pages and unknown paths out of the index, without canonical or share tags', () => {
    for (const path of ['/dashboard', '/book/42', '/no-such-page']) {
      const { tags } = headFor(path, 'https://books.example');
      expect(tags.find((tag) => tag.attributes.name === 'robots')?.attributes.content).toBe('noindex');
      expect(tags.some((tag) => tag.attributes.rel === 'canonical' || tag.attributes.property)).toBe(false);
    }
    expect(headFor('/no-such-page', '').title).toMatch(/^Page not found/);
  });
});
