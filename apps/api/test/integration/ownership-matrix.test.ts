import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, randomIp, signUp } from '../support/accounts';
import { apiAs } from '../support/client';
import { buyPackage, planOfType, switchToPlan } from '../support/billing';
import { completeStory, illustrate } from '../support/books';
import { multipartBody } from '../support/multipart';
import { onePage } from '../support/pdf-fixtures';
import { fillPath, operationsOf, sampleOf, type Operation } from '../support/openapi-operations';

/**
 * The ownership matrix (issue 17). Every route of the OpenAPI document is classified by the ids it
 * takes (path, query or JSON body); customer A owns one of everything, and customer B calls each
 * id-taking route with A's ids. Every answer must be 404 (403 `admin_only` on an administrator's
 * route) and carry none of A's data. A route taking an id this file cannot place fails the test, so a
 * new route cannot slip past without an ownership check being tried.
 */

/** What a customer owns, or what the catalogue holds (ids anyone may see), that a route's id can name. */
type Resource = 'story' | 'job' | 'pdf_export' | 'epub_export' | 'print_order' | 'uploaded_book' | 'payment' | 'customer' | 'plan' | 'credit_package' | 'saved_character';

/**
 * Path parameters that are not ids of owned things: positions and names of fixed things, and a share
 * link's token, a capability anyone who holds it may use (share-links.test.ts proves what it opens).
 */
const NOT_IDS = new Set(['page', 'index', 'area', 'token']);
const isIdName = (name: string) => /(^id$|_id$|Id$)/.test(name);

/** `{id}` names what the path is about: the segment in front of it says which resource. */
const RESOURCE_BY_PATH: Array<[RegExp, Resource]> = [
  [/^\/(api\/v1\/)?jobs\/(status\/)?\{id\}/, 'job'],
  [/^\/api\/v1\/(stories|books)\/\{id\}/, 'story'],
  [/^\/generate-image\/story\/\{id\}/, 'story'],
  [/^\/api\/v1\/character-upload\/stories\/\{id\}/, 'story'],
  [/^\/export-pdf\/(download\/)?\{id\}/, 'pdf_export'],
  [/^\/export-epub\/(download\/)?\{id\}/, 'epub_export'],
  [/^\/api\/v1\/(print-orders|admin\/orders)\/\{id\}/, 'print_order'],
  [/^\/api\/v1\/uploaded-books\/\{id\}/, 'uploaded_book'],
  [/^\/api\/v1\/characters\/\{id\}/, 'saved_character'],
  [/^\/api\/v1\/payments\/(test\/)?\{id\}/, 'payment'],
  [/^\/api\/v1\/customers\/\{id\}/, 'customer'],
  [/^\/api\/v1\/admin\/plans\/\{id\}/, 'plan'],
  [/^\/api\/v1\/admin\/credit-packages\/\{id\}/, 'credit_package'],
  [/^\/api\/v1\/credits\/purchase\/\{package\}/, 'credit_package'],
];

/** Query and body fields that are ids, by name. */
const RESOURCE_BY_FIELD: Record<string, Resource> = {
  story_id: 'story',
  uploaded_book_id: 'uploaded_book',
  plan_id: 'plan',
  target_id: 'customer',
  actor_id: 'customer',
};

/** Ids of the public catalogue: nobody owns them, so another customer may use them. */
const CATALOGUE: ReadonlySet<Resource> = new Set(['plan', 'credit_package']);

/**
 * Writes whose body the OpenAPI document does not describe: `null` for none, or a multipart form
 * with the id fields it reads. A new route of this kind must be added here.
 */
const UNDOCUMENTED_BODIES: Record<string, string[] | null> = {
  'PUT /api/v1/auth/profile': [],
  'POST /api/v1/subscriptions/cancel': null,
  'POST /api/v1/payments/test/{id}/confirm': null,
  'POST /api/v1/payments/test/{id}/cancel': null,
  'POST /characters/temp/upload-image': [],
  'POST /api/v1/character-upload/stories/{id}/characters/{index}/image': [],
  'DELETE /api/v1/character-upload/stories/{id}/characters/{index}/image': null,
  'POST /api/v1/character-upload/stories/{id}/characters/bulk-upload': [],
  'POST /api/v1/stories/upload-character-images-only': ['story_id'],
  'POST /api/v1/stories/upload-character-images': ['story_id'],
  'POST /api/v1/stories/approve-idea': ['story_id'],
  'POST /api/v1/generate/refine-story-idea': ['story_id'],
  'POST /api/v1/print-orders/{id}/cancel': null,
  'POST /api/v1/uploaded-books/upload': [],
  'DELETE /api/v1/uploaded-books/{id}': null,
  'DELETE /api/v1/stories/{id}': null,
  'DELETE /api/v1/stories/{id}/share-links/{link_id}': null,
  'POST /api/v1/customers/{id}/resend-verification': null,
  'POST /api/v1/admin/providers/{area}/test': null,
  'POST /api/v1/characters/{id}/photo': [],
  'DELETE /api/v1/characters/{id}': null,
  'DELETE /api/v1/characters/{id}/photo': null,
  'POST /api/v1/characters/{id}/story-photo': null,
};

/** Valid values for body fields whose rules a sample of their schema does not meet, so a call reaches the ownership check. */
const BODY_SAMPLES: Record<string, unknown> = {
  shipping_address: { full_name: 'Bea Stranger', address_line_1: '2 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' },
  print_options: {},
};
const LEGACY = /^\/api\/v1\/(generateExplanation|generateCharacters|refineCharacter|genAttributes|genImage)$/;

interface IdUse {
  where: 'path' | 'query' | 'body' | 'form';
  name: string;
  resource: Resource | undefined;
}

/** A 1×1 PNG, for forms that carry a picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const routeName = (operation: Operation) => `${operation.method} ${operation.path}`;

function idUses(operation: Operation): IdUse[] {
  const uses: IdUse[] = operation.pathParams
    .filter((name) => !NOT_IDS.has(name))
    .map((name) => ({ where: 'path', name, resource: RESOURCE_BY_PATH.find(([pattern]) => pattern.test(operation.path))?.[1] }));
  for (const { name } of operation.queryParams) if (isIdName(name)) uses.push({ where: 'query', name, resource: RESOURCE_BY_FIELD[name] });
  for (const name of Object.keys(operation.jsonBody?.properties ?? {})) if (isIdName(name)) uses.push({ where: 'body', name, resource: RESOURCE_BY_FIELD[name] });
  for (const name of UNDOCUMENTED_BODIES[routeName(operation)] ?? []) uses.push({ where: 'form', name, resource: RESOURCE_BY_FIELD[name] });
  return uses;
}

const hasUndocumentedBody = (operation: Operation) => operation.method !== 'GET' && operation.jsonBody === null && !LEGACY.test(operation.path);

let product: TestProduct;
let operations: Operation[];
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
const ids = {} as Record<Resource, string>;
/** Everything of A's that must never appear in an answer to B. */
let ownersData: string[];

beforeAll(async () => {
  product = await startTestProduct({ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MULTIPLIER: '100000' });
  [owner, stranger] = [await signUp(product, { full_name: 'Augusta Ownerly' }), await signUp(product)];
  await switchToPlan(product, owner, 'pro');
  await switchToPlan(product, stranger, 'pro');
  const a = apiAs(product, owner);

  ids.story = await completeStory(product, owner, { title: 'The Owner Only Lighthouse' } as never);
  const story = (await a.get(`/api/v1/stories/${ids.story}`)).json() as { job_id: string; title: string };
  ids.job = story.job_id;
  expect((await illustrate(product, owner, ids.story)).status).toBe('succeeded');
  ids.pdf_export = ((await a.post('/export-pdf/', { story_id: ids.story })).json() as { export_id: string }).export_id;
  ids.epub_export = ((await a.post('/export-epub/', { story_id: ids.story })).json() as { export_id: string }).export_id;
  const order = await product.app.inject({
    method: 'POST',
    url: '/api/v1/print-orders',
    headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
    payload: { story_id: ids.story, print_options: {}, shipping_address: { full_name: 'Augusta Ownerly', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' } },
  });
  expect(order.statusCode, order.body).toBe(201);
  ids.print_order = (order.json() as { id: string }).id;
  const form = multipartBody([{ name: 'title', value: 'Augusta Private Album' }, { name: 'file', filename: 'album.pdf', contentType: 'application/pdf', data: await onePage() }]);
  const uploaded = await product.app.inject({ method: 'POST', url: '/api/v1/uploaded-books/upload', headers: { ...bearer(owner), ...form.headers }, payload: form.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  ids.uploaded_book = (uploaded.json() as { id: string }).id;
  ids.payment = (await buyPackage(product, owner)).paymentId;
  ids.customer = owner.customer.id;
  ids.plan = (await planOfType(product, 'premium')).id;
  ids.credit_package = ((await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as Array<{ id: string }>)[0]!.id;

  const saved = await a.post('/api/v1/characters', { name: 'Augustina Keepsake', kind: 'child', pronoun: 'she' });
  expect(saved.statusCode, saved.body).toBe(201);
  ids.saved_character = (saved.json() as { id: string }).id;
  const photo = multipartBody([{ name: 'file', filename: 'augustina.png', contentType: 'image/png', data: PNG }]);
  expect((await product.app.inject({ method: 'POST', url: `/api/v1/characters/${ids.saved_character}/photo`, headers: { ...bearer(owner), ...photo.headers }, payload: photo.payload })).statusCode).toBe(200);

  const shared = await a.post(`/api/v1/stories/${ids.story}/share-links`, { label: 'Augusta for Grandma' });
  expect(shared.statusCode, shared.body).toBe(201);
  const shareLink = shared.json() as { path: string };
  ownersData = [owner.customer.email, owner.customer.full_name, story.title, 'Augustina Keepsake', ids.saved_character, 'Augusta Private Album', 'Augusta for Grandma', shareLink.path, ids.story, ids.job, ids.pdf_export, ids.epub_export, ids.print_order, ids.uploaded_book, ids.payment, ids.customer];
  operations = operationsOf((await product.app.inject({ method: 'GET', url: '/openapi.json' })).json());
}, 120_000);
afterAll(() => product?.stop());

describe('the ownership matrix', () => {
  it('places every id that every route of the OpenAPI document takes', () => {
    expect(operations.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const operation of operations) {
      if (hasUndocumentedBody(operation) && !(routeName(operation) in UNDOCUMENTED_BODIES)) {
        problems.push(`${routeName(operation)} takes a body the OpenAPI document does not describe: add it to UNDOCUMENTED_BODIES with the id fields it reads`);
      }
      for (const use of idUses(operation)) {
        if (!use.resource) problems.push(`${routeName(operation)} takes the id "${use.name}" (${use.where}) of something this test cannot make: add a fixture (RESOURCE_BY_PATH or RESOURCE_BY_FIELD, and the resource in beforeAll)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has fixtures the owner can read, so a 404 for the stranger means something', async () => {
    const reads: Array<[Resource, string]> = [
      ['story', `/api/v1/stories/${ids.story}`],
      ['job', `/jobs/status/${ids.job}`],
      ['pdf_export', `/export-pdf/${ids.pdf_export}`],
      ['epub_export', `/export-epub/${ids.epub_export}`],
      ['print_order', `/api/v1/print-orders/${ids.print_order}`],
      ['uploaded_book', `/api/v1/uploaded-books/${ids.uploaded_book}`],
      ['payment', `/api/v1/payments/${ids.payment}`],
      ['saved_character', '/api/v1/characters'],
    ];
    for (const [resource, url] of reads) expect((await apiAs(product, owner).get(url)).statusCode, resource).toBe(200);
  });

  it("answers another customer's ids with 404 (403 on an administrator's route) and none of the owner's data", { timeout: 60_000 }, async () => {
    const owned = operations.filter((operation) => idUses(operation).some((use) => use.resource && !CATALOGUE.has(use.resource)));
    expect(owned.length).toBeGreaterThan(25);
    // Deletions last, so a route that wrongly deletes cannot hide what the others answer.
    const ordered = [...owned].sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
    const failures: string[] = [];
    for (const operation of ordered) {
      for (const [label, response] of await callsAsStranger(operation)) {
        const body = response.body;
        const allowed = response.statusCode === 404 || (response.statusCode === 403 && isAdminOnly(response));
        if (!allowed) failures.push(`${label} answered ${response.statusCode}: ${body.slice(0, 200)}`);
        const leaked = ownersData.filter((value) => body.includes(value));
        if (leaked.length > 0) failures.push(`${label} answered with the owner's data (${leaked.join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
  });
});

function isAdminOnly(response: LightMyRequestResponse): boolean {
  try {
    return (response.json() as { code?: string }).code === 'admin_only';
  } catch {
    return false;
  }
}

/** B's calls of one route: one per id it takes, that id set to A's and the rest filled with samples. */
async function callsAsStranger(operation: Operation): Promise<Array<[string, LightMyRequestResponse]>> {
  const uses = idUses(operation).filter((use) => use.resource && !CATALOGUE.has(use.resource));
  const calls: Array<[string, LightMyRequestResponse]> = [];
  for (const use of uses) {
    const value = ids[use.resource!];
    const pathValues: Record<string, string> = { page: '1', index: '0', area: 'mail' };
    for (const name of operation.pathParams) if (!NOT_IDS.has(name)) pathValues[name] = ids[RESOURCE_BY_PATH.find(([p]) => p.test(operation.path))![1]];
    const query = new URLSearchParams(use.where === 'query' ? { [use.name]: value } : {});
    const url = fillPath(operation.path, pathValues) + (query.size > 0 ? `?${query}` : '');
    const headers: Record<string, string> = { ...bearer(stranger), 'idempotency-key': crypto.randomUUID() };
    let payload: string | Buffer | undefined;
    const formFields = UNDOCUMENTED_BODIES[routeName(operation)];
    if (operation.jsonBody) {
      // Only the id under test is A's; other id fields are left out, the rest is a valid sample.
      const sample = sampleOf(operation.jsonBody) as Record<string, unknown>;
      const body = Object.fromEntries(Object.entries(sample).filter(([name]) => !isIdName(name) || RESOURCE_BY_FIELD[name] === undefined || CATALOGUE.has(RESOURCE_BY_FIELD[name])).map(([name, sampled]) => [name, BODY_SAMPLES[name] ?? sampled]));
      if (use.where === 'body') body[use.name] = value;
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    } else if (formFields) {
      const form = multipartBody([
        ...formFields.map((name) => ({ name, value: name === use.name ? value : ids[RESOURCE_BY_FIELD[name]!] })),
        { name: 'user_feedback', value: 'Make it longer' },
        { name: 'character_names', value: '["Fox"]' },
        { name: 'file', filename: 'fox.png', contentType: 'image/png', data: PNG },
      ]);
      payload = form.payload;
      Object.assign(headers, form.headers);
    }
    const response = await product.app.inject({ method: operation.method, url, headers, payload, remoteAddress: randomIp() });
    calls.push([`${routeName(operation)} with A's ${use.resource} as ${use.where} "${use.name}"`, response]);
  }
  return calls;
}
