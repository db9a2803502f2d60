import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute, PUBLIC_PAGES } from '@studio/contracts/site-routes';
import type { AppContext } from '../../app-context';
import { publicData } from './public-data';
import { loadPageRenderer, type PageRenderer, type RenderedPage } from './page-renderer';
import { robotsTxt, sitemapXml } from './crawlers';
import { sharedPageDocument } from '../../modules/share-links/shared-page';

const API_PREFIXES = ['/api/', '/jobs/', '/media/', '/export-pdf/', '/generate-image/', '/characters/', '/docs', '/health'];
const PUBLIC_PAGE_SET = new Set<string>(PUBLIC_PAGES);

function publicPageOf(path: string): string | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGE_SET.has(normalised) ? normalised : undefined;
}

/** A file of the build a browser may fetch: not a folder, not above the build, not a hidden one (the server bundle). */
function isServableFile(distDir: string, file: string): boolean {
  if (!file || file.endsWith('/') || file.split('/').some((segment) => segment.startsWith('.') || segment === '')) return false;
  return existsSync(join(distDir, file));
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

async function renderedPublicPage(renderer: PageRenderer | null, context: AppContext, path: string): Promise<RenderedPage | null> {
  const page = renderer && publicPageOf(path);
  if (!page) return null;
  try {
    return await renderer.render(page, await publicData(context));
  } catch {
    return null;
  }
}

/**
 * Serves the built SPA. Public pages come rendered (content visible before any script runs, then
 * hydrated); a GET of any other app route gets index.html so deep links survive a reload, and any
 * other path gets it too (the app shows its not-found page) but with status 404.
 */
export async function registerSpa(app: FastifyInstance, context: AppContext): Promise<boolean> {
  const { webDistDir: distDir, publicUrl } = context.config;
  if (!existsSync(join(distDir, 'index.html'))) return false;
  const renderer = await loadPageRenderer(distDir, publicUrl, app.log);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset; browsers that accept them get those.
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  if (renderer) {
    // Render every public page once the server listens, so the first visitors are not the ones who wait.
    app.addHook('onListen', async () => {
      void (async () => {
        for (const page of PUBLIC_PAGES) await renderedPublicPage(renderer, context, page);
      })();
    });
  }
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(publicUrl)),
  );
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  app.get('/read/:token', { schema: { hide: true } }, async (request, reply) => {
    const { status, html } = await sharedPageDocument(context, template, (request.params as { token: string }).token);
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').send(html);
  });
  app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ detail: `No route for GET ${path}`, code: 'not_found', request_id: request.id });
    }
    const file = path.slice(1);
    if (isServableFile(distDir, file)) return reply.sendFile(file);
    const rendered = await renderedPublicPage(renderer, context, path);
    if (rendered) return sendRendered(request, reply, rendered);
    return reply
      .status(isAppRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
  return true;
}
