import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { inlineStylesheets } from './inline-stylesheets';
import { PAGE_RENDERER_FILE, type PublicData, type RenderPage } from '@studio/contracts/site-routes';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page in each encoding a browser may ask for, compressed once. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageRenderer {
  /** The page as it looks with this data; rendered once per version of the data, then served from memory. */
  render(path: string, data: PublicData): Promise<RenderedPage>;
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
 * (the SPA then paints in the browser alone). Pages are rendered on first request and kept while the
 * data they show stays the same (a new brand or plan renders them again); a render that fails is
 * forgotten so the next request retries.
 */
export async function loadPageRenderer(distDir: string, publicUrl: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const file = join(distDir, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  const { renderPage } = module;
  if (typeof renderPage !== 'function') throw new Error(`${file} does not export renderPage`);
  const template = await inlineStylesheets(await readFile(join(distDir, 'index.html'), 'utf8'), distDir);

  let dataKey = '';
  let pages = new Map<string, Promise<RenderedPage>>();
  return {
    render(path, data) {
      const key = JSON.stringify(data);
      if (key !== dataKey) {
        dataKey = key;
        pages = new Map();
      }
      let page = pages.get(path);
      if (!page) {
        const started = performance.now();
        page = renderPage({ path, template, data, publicUrl }).then(encode);
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
