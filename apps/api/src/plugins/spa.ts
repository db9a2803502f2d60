import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute, PUBLIC_PAGES } from '@studio/contracts/site-routes';

const API_PREFIXES = ['/api/', '/jobs/', '/media/', '/export-pdf/', '/generate-image/', '/characters/', '/docs', '/health'];

/** Tells crawlers what to index: the public pages, never the signed-in app, the admin area or the API. */
function robotsTxt(publicUrl: string): string {
  const disallow = ['/api/', '/admin', '/dashboard', '/book/', '/orders', '/profile', '/checkout/', '/media/'];
  return `User-agent: *\n${disallow.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${publicUrl}${path === '/' ? '/' : path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Serves the built SPA; a GET of one of the app's routes gets index.html so deep links survive a
 * reload, and any other path gets it too (the app shows its not-found page) but with status 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, publicUrl: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
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
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(publicUrl)),
  );
  app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ detail: `No route for GET ${path}`, code: 'not_found', request_id: request.id });
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(distDir, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    return reply
      .status(isAppRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
  return true;
}
