import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/api/', '/jobs/', '/media/', '/export-pdf/', '/generate-image/', '/characters/', '/docs', '/health'];

/** Serves the built SPA; unknown GETs that want HTML get index.html so deep links survive a reload. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ detail: `No route for GET ${path}`, code: 'not_found', request_id: request.id });
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(distDir, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
