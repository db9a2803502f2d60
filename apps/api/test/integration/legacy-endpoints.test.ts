import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  // With a built SPA to fall through to, as in production.
  const dist = await mkdtemp(join(tmpdir(), 'studio-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Storybook studio</title><div id="root"></div>');
  product = await startTestProduct({ WEB_DIST_DIR: dist });
});
afterAll(() => product.stop());

// Spec §7's legacy endpoints and the current endpoint that does each one's job.
const LEGACY: Array<[string, string]> = [
  ['/api/v1/generateExplanation', 'GET /api/v1/stories/{id}/story-idea'],
  ['/api/v1/generateCharacters', 'POST /api/v1/suggestions'],
  ['/api/v1/refineCharacter', 'POST /api/v1/generate/refine-story-idea'],
  ['/api/v1/genAttributes', 'POST /api/v1/suggestions'],
  ['/api/v1/genImage', 'POST /generate-image/'],
];
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe('legacy endpoints', () => {
  it.each(LEGACY)('%s answers 410 Gone naming %s, for any method, signed in or not', async (url, replacement) => {
    const customer = await signUp(product);
    for (const method of METHODS) {
      for (const headers of [{}, bearer(customer)]) {
        const response = await product.app.inject({ method, url, headers, ...(method === 'POST' && { payload: { prompt: 'a fox' } }) });
        expect(response.statusCode, method).toBe(410);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ code: 'gone', detail: expect.stringContaining(`Use ${replacement}`) });
        expect(response.json().detail).toContain(`${url} was retired`);
      }
    }
    const head = await product.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(410);
  });

  it('are in the OpenAPI document as deprecated', async () => {
    const { paths } = (await product.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { deprecated?: boolean; responses: object }>> };
    for (const [url] of LEGACY) {
      expect(Object.keys(paths[url] ?? {}).sort(), url).toEqual(['delete', 'get', 'patch', 'post', 'put']);
      for (const operation of Object.values(paths[url]!)) {
        expect(operation.deprecated).toBe(true);
        expect(Object.keys(operation.responses)).toEqual(['410']);
      }
    }
  });
});
