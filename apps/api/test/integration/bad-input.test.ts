import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registration, signUp, signUpAdmin } from '../support/accounts';
import { apiAs } from '../support/client';
import { multipartBody } from '../support/multipart';
import { onePage } from '../support/pdf-fixtures';
import { createDraft } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

type Auth = Awaited<ReturnType<typeof signUp>>;

let product: TestProduct;
let owner: Auth;
let admin: Auth;
beforeAll(async () => {
  product = await startTestProduct();
  owner = await signUp(product);
  admin = await signUpAdmin(product);
});
afterAll(async () => product?.stop());

/** A form whose header and body disagree, in each of the ways a broken client sends one. */
async function brokenForms(): Promise<Array<{ what: string; headers: Record<string, string>; payload: Buffer }>> {
  const form = multipartBody([
    { name: 'title', value: 'Our Summer' },
    { name: 'file', filename: 'summer.pdf', contentType: 'application/pdf', data: await onePage() },
  ]);
  return [
    { what: 'no boundary', headers: { 'content-type': 'multipart/form-data' }, payload: form.payload },
    { what: 'another boundary', headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-used' }, payload: form.payload },
    { what: 'cut off mid-part', headers: form.headers, payload: form.payload.subarray(0, form.payload.length - 200) },
  ];
}

describe('text that PostgreSQL cannot store', () => {
  it('a NUL byte in a JSON field is a 400 naming the field, and nothing is written', async () => {
    const storyId = await createDraft(product, owner);
    const before = (await apiAs(product, owner).get(`/api/v1/stories/${storyId}`)).json();
    const response = await apiAs(product, owner).patch(`/api/v1/stories/${storyId}`, { title: 'The Lost\u0000Kite' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_text', detail: expect.stringMatching(/^title: .*NUL/), errors: [{ field: 'title' }] });
    expect((await apiAs(product, owner).get(`/api/v1/stories/${storyId}`)).json()).toEqual(before);
  });

  it('a lone surrogate deep in a body, in a query or in a path is refused the same way', async () => {
    const nested = await apiAs(product, owner).post('/api/v1/stories/draft', { characters: [{ name: 'Mia\ud800', kind: 'child' }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual([{ field: 'characters.0.name', message: expect.any(String) }]);

    const query = await apiAs(product, owner).get('/api/v1/stories/filter?kind=%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().detail).toMatch(/^query\.kind: /);

    const path = await apiAs(product, owner).get('/api/v1/stories/%ED%A0%80');
    expect(path.statusCode).toBe(400);
    expect(path.json().detail).toMatch(/not correctly percent-encoded/);
  });

  it('a NUL in a multipart field or file name is a 400 and nothing is stored', async () => {
    const pdf = await onePage();
    for (const parts of [
      [{ name: 'title', value: 'Our\u0000Summer' }, { name: 'file', filename: 'summer.pdf', contentType: 'application/pdf', data: pdf }],
      [{ name: 'title', value: 'Our Summer' }, { name: 'file', filename: 'sum\u0000mer.pdf', contentType: 'application/pdf', data: pdf }],
    ]) {
      const form = multipartBody(parts);
      const response = await product.app.inject({ method: 'POST', url: '/api/v1/uploaded-books/upload', headers: { ...bearer(owner), ...form.headers }, payload: form.payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_text');
    }
    expect((await apiAs(product, owner).get('/api/v1/uploaded-books')).json().total).toBe(0);
  });
});

describe('broken multipart bodies', () => {
  it('answer 400 invalid_multipart on an upload route and on a form route, storing nothing', async () => {
    for (const { what, headers, payload } of await brokenForms()) {
      for (const method of ['POST /api/v1/uploaded-books/upload', 'PUT /api/v1/auth/profile', 'POST /api/v1/stories/approve-idea']) {
        const [verb, url] = method.split(' ') as ['POST' | 'PUT', string];
        const response = await product.app.inject({ method: verb, url, headers: { ...bearer(owner), ...headers }, payload });
        expect(response.statusCode, `${method} with ${what}`).toBe(400);
        expect(response.json(), `${method} with ${what}`).toMatchObject({ code: 'invalid_multipart', detail: expect.stringMatching(/not a valid multipart form/) });
      }
    }
    expect((await apiAs(product, owner).get('/api/v1/uploaded-books')).json().total).toBe(0);
  });
});

describe('numbers out of range', () => {
  it('a page past 2^31 - 1, a negative or a non-numeric page is a 422, never a database error', async () => {
    const storyId = await createDraft(product, owner);
    for (const page of ['2147483648', '99999999999999999999', '-1', 'two']) {
      for (const url of [`/api/v1/stories/?page=${page}`, `/api/v1/uploaded-books?page=${page}`, `/api/v1/stories/filter?skip=${page}`]) {
        const response = await apiAs(product, owner).get(url);
        expect(response.statusCode, url).toBe(422);
        expect(response.json().detail, url).toEqual(expect.any(String));
      }
      const pageEdit = await apiAs(product, owner).patch(`/api/v1/stories/${storyId}/pages/${page}`, { text: 'Once upon a time' });
      expect(pageEdit.statusCode).toBe(422);
    }
  });
});

describe('request size', () => {
  it('a JSON body over 1 MB is a 413 with a detail', async () => {
    const response = await apiAs(product, owner).put('/api/v1/auth/profile', { full_name: 'x'.repeat(1024 * 1024 + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ detail: 'The request body is too large' });
  });
});

describe('dates read strictly', () => {
  it('an impossible date in the order list or its CSV export is a 422 naming the field, and the server goes on', async () => {
    for (const route of ['/api/v1/admin/orders', '/api/v1/admin/orders/export.csv']) {
      for (const [query, field, message] of [
        ['from=2026-13-45', 'from', 'Enter a real date'],
        ['to=0000-00-00', 'to', 'Enter a real date'],
        ['from=2026-02-30', 'from', 'Enter a real date'],
        ['to=0000-01-01', 'to', 'Enter a date from 1900-01-01 on'],
        ['from=26-1-1', 'from', 'Use the date format YYYY-MM-DD'],
      ]) {
        const response = await apiAs(product, admin).get(`${route}?${query}`);
        expect(response.statusCode, `${route}?${query}: ${response.body}`).toBe(422);
        expect(response.json()).toMatchObject({ code: 'validation_error', detail: `${field}: ${message}`, errors: [{ field, message }] });
      }
    }
    const leapDay = await apiAs(product, admin).get('/api/v1/admin/orders/export.csv?from=2024-02-29&to=2024-03-01');
    expect(leapDay.statusCode, leapDay.body).toBe(200);
    expect((await apiAs(product, admin).get('/api/v1/admin/orders?from=2024-02-29&to=2024-03-01')).statusCode).toBe(200);
  });

  it('a date of birth that does not exist is refused at registration', async () => {
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration({ date_of_birth: '2001-02-29' }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'date_of_birth', message: 'Enter a real date' }]);
  });
});

describe('bodies, amounts, links and numbers the API cannot take', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('JSON nested 10,000 deep is a 400 with a detail, signed out on login too, and a normal body still passes', async () => {
    for (const body of [deep(10_000), deepObject(10_000), `{"email":"a@example.com","password":${deep(5_000)}}`]) {
      const response = await product.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: body });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'too_deep', detail: 'The request body is nested too deeply: at most 32 levels of objects and arrays' });
    }
    const storyId = await createDraft(product, owner);
    const signedIn = await product.app.inject({ method: 'PATCH', url: `/api/v1/stories/${storyId}`, headers: { ...bearer(owner), 'content-type': 'application/json' }, payload: `{"title":"Deep","x":${deepObject(33)}}` });
    expect(signedIn.statusCode).toBe(400);
    const login = await product.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@example.com', password: 'Wrong-password-1' } });
    expect(login.statusCode).toBe(401);
  });

  it('a print price past the bound is a 422 naming the field, and the list in force is unchanged', async () => {
    const current = (await apiAs(product, admin).get('/api/v1/admin/print-prices')).json();
    for (const value of [2 ** 53, 1_000_001, 2 ** 31]) {
      const response = await apiAs(product, admin).put('/api/v1/admin/print-prices', { prices: { ...current.prices, gloss_cover_cents: value }, reason: 'Testing the bound' });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain('prices.gloss_cover_cents');
      expect(response.json().detail).toMatch(/^prices\.gloss_cover_cents: /);
    }
    expect((await apiAs(product, admin).get('/api/v1/admin/print-prices')).json()).toEqual(current);
  });

  it('a tracking link that is not http(s) is a 422', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    for (const link of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'vbscript:msgbox(1)']) {
      const response = await apiAs(product, admin).post(`/api/v1/admin/orders/${id}/transitions`, { to: 'shipped', reason: 'Left the printer', tracking_number: 'TRACK123', tracking_url: link });
      expect(response.statusCode, `${link}: ${response.body}`).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'tracking_url', message: 'Enter a web address starting with https:// or http://' }]);
    }
    const https = await apiAs(product, admin).post(`/api/v1/admin/orders/${id}/transitions`, { to: 'shipped', reason: 'Left the printer', tracking_number: 'TRACK123', tracking_url: 'https://track.example.com/TRACK123' });
    expect(https.statusCode).toBe(404);
  });

  it('a quantity is read the same strict way in an order and in the pricing: digits only', async () => {
    for (const quantity of ['0x10', '1e1', ' 7 ', '', true, '16.0']) {
      const order = await product.app.inject({
        method: 'POST',
        url: '/api/v1/print-orders',
        headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
        payload: { story_id: '00000000-0000-0000-0000-000000000000', print_options: { quantity }, shipping_address: { full_name: 'Grace Hopper', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' } },
      });
      expect(order.statusCode, `order quantity ${JSON.stringify(quantity)}: ${order.body}`).toBe(422);
      expect(order.json().errors).toEqual([expect.objectContaining({ field: 'print_options.quantity' })]);
      if (typeof quantity !== 'string') continue;
      const pricing = await product.app.inject({ method: 'GET', url: `/api/v1/pricing?quantity=${encodeURIComponent(quantity)}` });
      expect(pricing.statusCode, `pricing quantity ${JSON.stringify(quantity)}: ${pricing.body}`).toBe(422);
    }
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/pricing?quantity=16' })).statusCode).toBe(200);
    expect((await apiAs(product, owner).get('/api/v1/stories?per_page=0x10')).statusCode).toBe(422);
  });
});
