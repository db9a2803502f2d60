import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_RENDERER_FILE, type RenderPage } from '@studio/contracts/site-routes';
import type { Brand } from '@studio/contracts/settings';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page in each encoding a browser may ask for, compressed once. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageRenderer {
  /** The page as it looks with this brand; rendered once per brand, then served from memory. */
  render(path: string, brand: Brand): Promise<RenderedPage>;
}

async function encode(html: string): Promise<RenderedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { html: body, br, gzip: gz };
}

/**
 * Loads the web build's server bundle (src/prerender.tsx), or answers null when the build has none
 * (the SPA then paints in the browser alone). Pages are rendered on first request, kept per brand
 * (a brand change renders them again), and a render that fails is forgotten so the next request retries.
 */
export async function loadPageRenderer(distDir: string, publicUrl: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const file = join(distDir, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  const { renderPage } = module;
  if (typeof renderPage !== 'function') throw new Error(`${file} does not export renderPage`);
  const template = await readFile(join(distDir, 'index.html'), 'utf8');

  let brandKey = '';
  let pages = new Map<string, Promise<RenderedPage>>();
  return {
    render(path, brand) {
      const key = JSON.stringify(brand);
      if (key !== brandKey) {
        brandKey = key;
        pages = new Map();
      }
      let page = pages.get(path);
      if (!page) {
        const started = performance.now();
        page = renderPage({ path, template, brand, publicUrl }).then(encode);
        const cache = pages;
        page.then(
          () => log.info({ path, ms: Math.round(performance.now() - started) }, 'rendered public page'),
          (error: unknown) => {
            cache.delete(path);
            log.error({ err: error, path }, 'could not render a public page; the browser will draw it');
          },
        );
        pages.set(path, page);
      }
      return page;
    },
  };
}
