import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * React's Node build of `react-dom/static` runs every render in an AsyncLocalStorage scope; in the API
 * process that prerenders the public pages (Node 20/22) the first one turns on promise hooks for good,
 * and every promise of every request then pays them (ADR 027). The edge build uses AsyncLocalStorage
 * only where it is a global, which in Node it is not, and renders the same pages byte for byte. This
 * suite runs in jsdom, where the import resolves to neither build, so the import itself is what is checked.
 */
describe('the server bundle that prerenders public pages', () => {
  it('renders with the edge build of react-dom/static', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'prerender.tsx'), 'utf8');
    expect(source).toContain("from 'react-dom/static.edge';");
    expect(source).not.toContain("from 'react-dom/static';");
  });
});
