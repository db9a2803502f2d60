import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareLink, ShareLinkList, SharedBook } from '@studio/contracts/share-links';
import { shareLinks } from '../../src/db/schema';
import { bearer, randomIp, signUp } from '../support/accounts';
import { signInAgain, switchToPlan } from '../support/billing';
import { completeStory, getBook, illustrate } from '../support/books';
import { apiAs } from '../support/client';
import { multipartBody } from '../support/multipart';
import { createDraft } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

const TTL = 3600;
const DAY_MS = 86_400_000;
const TEMPLATE = '<!doctype html><html><head><title>Storybook studio</title><meta name="description" content="App"></head><body><div id="root"></div></body></html>';

type Auth = Awaited<ReturnType<typeof signUp>>;
let product: TestProduct;
let owner: Auth;
let stranger: Auth;
let storyId: string;
let strangersStoryId: string;
/** Everything of the owner's that a reader must never see. */
let secrets: string[];

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'studio-share-dist-'));
  await writeFile(join(dist, 'index.html'), TEMPLATE);
  product = await startTestProduct({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://books.example', MEDIA_URL_TTL_SECONDS: String(TTL) });
  [owner, stranger] = [await signUp(product, { full_name: 'Augusta Sharewell' }), await signUp(product)];
  await switchToPlan(product, owner, 'pro');
  await switchToPlan(product, stranger, 'pro');
  storyId = await completeStory(product, owner, { story_length: 'short' });
  strangersStoryId = await completeStory(product, stranger, { story_length: 'short' });
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#a0522d' } }).jpeg().toBuffer();
  const form = multipartBody([{ name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: photo }]);
  const uploaded = await product.app.inject({ method: 'POST', url: `/api/v1/character-upload/stories/${storyId}/characters/0/image`, headers: { ...form.headers, ...bearer(owner) }, payload: form.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  expect((await illustrate(product, owner, storyId)).status).toBe('succeeded');
  const book = await getBook(product, owner, storyId);
  expect(book.character_photos).toHaveLength(1);
  const keyOf = (url: string) => url.slice(0, url.indexOf('?'));
  secrets = [
    owner.customer.email,
    owner.customer.full_name,
    owner.customer.id,
    storyId,
    ...book.character_photos.map((photo) => keyOf(photo.url)),
    ...(book.characters_page_url ? [keyOf(book.characters_page_url)] : []),
  ];
}, 120_000);
afterAll(() => product?.stop());

const linksUrl = (id = storyId) => `/api/v1/stories/${id}/share-links`;
const tokenOf = (link: ShareLink) => link.path.replace('/read/', '');
const read = (token: string) => product.app.inject({ method: 'GET', url: `/api/v1/shared/${token}`, remoteAddress: randomIp() });
const page = (token: string) => product.app.inject({ method: 'GET', url: `/read/${token}`, headers: { accept: 'text/html' }, remoteAddress: randomIp() });
const media = (url: string) => product.app.inject({ method: 'GET', url });

/** Moves the clock; the access tokens it expires are renewed by signing in again. */
async function advance(ms: number): Promise<void> {
  product.clock.advance(ms);
  await signInAgain(product, owner);
  await signInAgain(product, stranger);
}

async function share(body: object = {}, auth: Auth = owner, id = storyId): Promise<ShareLink> {
  const response = await apiAs(product, auth).post(linksUrl(id), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ShareLink;
}

describe('share links: create, list, revoke, expire', () => {
  it('makes unguessable links that expire in 30 days by default, 7 days or never, and lists them with their opens', async () => {
    const now = product.clock.now().getTime();
    const monthly = await share({ label: 'for Grandma' });
    const weekly = await share({ label: 'the car tablet', expires_in: '7_days' });
    const forever = await share({ expires_in: 'never' });
    expect(monthly).toMatchObject({ label: 'for Grandma', status: 'active', opens: 0, author: null, revoked_at: null, story_id: storyId });
    expect(Date.parse(monthly.expires_at!)).toBe(now + 30 * DAY_MS);
    expect(Date.parse(weekly.expires_at!)).toBe(now + 7 * DAY_MS);
    expect(forever.expires_at).toBeNull();
    // 256 random bits in base64url (at least 128 bits asked): distinct, and nothing in them from the story.
    const tokens = [monthly, weekly, forever].map(tokenOf);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).not.toContain(storyId.slice(0, 8));

    expect((await read(tokenOf(monthly))).statusCode).toBe(200);
    expect((await read(tokenOf(monthly))).statusCode).toBe(200);
    const list = (await apiAs(product, owner).get(linksUrl())).json() as ShareLinkList;
    expect(list.items.map((link) => [link.id, link.opens])).toEqual(expect.arrayContaining([[monthly.id, 2], [weekly.id, 0], [forever.id, 0]]));
    expect(list.items.find((link) => link.id === monthly.id)!.last_opened_at).not.toBeNull();
  });

  it('refuses a label that is too long and an expiry that is not offered', async () => {
    expect((await apiAs(product, owner).post(linksUrl(), { label: 'x'.repeat(81) })).statusCode).toBe(422);
    expect((await apiAs(product, owner).post(linksUrl(), { expires_in: '1_year' })).statusCode).toBe(422);
  });

  it('stops working when it expires, and says so kindly', async () => {
    const weekly = await share({ expires_in: '7_days' });
    expect((await read(tokenOf(weekly))).statusCode).toBe(200);
    await advance(7 * DAY_MS);
    const gone = await read(tokenOf(weekly));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'share_link_gone', detail: expect.stringMatching(/no longer works.*Ask them for a new one/) });
    const listed = ((await apiAs(product, owner).get(linksUrl())).json() as ShareLinkList).items.find((link) => link.id === weekly.id);
    expect(listed!.status).toBe('expired');
  });

  it('stops working at once when revoked: a friendly 404 page, and its pictures stop within the media TTL', async () => {
    const link = await share({ label: 'for the school' });
    const opened = (await read(tokenOf(link))).json() as SharedBook;
    const pictureUrl = opened.cover!.url;
    const expiry = Number(new URL(pictureUrl, 'http://x').searchParams.get('exp'));
    const nowSeconds = product.clock.now().getTime() / 1000;
    expect(expiry).toBeGreaterThan(nowSeconds + TTL / 2);
    expect(expiry).toBeLessThanOrEqual(nowSeconds + TTL);
    const picture = await media(pictureUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await media(pictureUrl.replace(/sig=[\w-]/, (found) => (found.endsWith('A') ? 'sig=B' : 'sig=A')))).json()).toMatchObject({ code: 'media_link_invalid' });

    const revoked = await apiAs(product, owner).delete(`${linksUrl()}/${link.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, status: 'revoked', revoked_at: expect.any(String) });
    expect((await read(tokenOf(link))).json()).toMatchObject({ code: 'share_link_gone' });
    const html = await page(tokenOf(link));
    expect(html.statusCode).toBe(404);
    expect(html.body).toContain('<title>This book link no longer works | Storybook studio</title>');
    expect(html.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html.body).not.toContain('og:image');

    await advance(TTL * 1000);
    const stale = await media(pictureUrl);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'media_link_expired' });
    // Revoking again changes nothing; a link the book does not have is not found.
    expect((await apiAs(product, owner).delete(`${linksUrl()}/${link.id}`)).json()).toMatchObject({ revoked_at: revoked.json().revoked_at });
    expect((await apiAs(product, owner).delete(`${linksUrl()}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await apiAs(product, owner).delete(`${linksUrl()}/not-an-id`)).statusCode).toBe(404);
  });

  it('allows 20 live links to a book, lists the live ones first, and makes room when one is switched off', { timeout: 60_000 }, async () => {
    const book = await completeStory(product, owner, { story_length: 'short' });
    const first = await share({ label: 'first' }, owner, book);
    await apiAs(product, owner).delete(`${linksUrl(book)}/${first.id}`);
    const live = [];
    for (let i = 0; i < 20; i++) live.push(await share({ label: `live ${i}` }, owner, book));
    const refused = await apiAs(product, owner).post(linksUrl(book), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'too_many_share_links' });
    const listed = ((await apiAs(product, owner).get(linksUrl(book))).json() as ShareLinkList).items;
    expect(listed.map((link) => link.status)).toEqual([...Array(20).fill('active'), 'revoked']);
    await apiAs(product, owner).delete(`${linksUrl(book)}/${live[0]!.id}`);
    await share({}, owner, book);
  });

  it('answers a token that was never made, or is not one, like a revoked link', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(43)}.`]) expect((await read(token)).json()).toMatchObject({ code: 'share_link_gone' });
  });
});

describe('another customer', () => {
  it("cannot list, make or revoke the owner's links, even through a story of their own", async () => {
    const link = await share({ label: 'private' });
    const them = apiAs(product, stranger);
    for (const response of [await them.get(linksUrl()), await them.post(linksUrl(), {}), await them.delete(`${linksUrl()}/${link.id}`), await them.delete(`${linksUrl(strangersStoryId)}/${link.id}`)]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain(tokenOf(link));
      expect(response.body).not.toContain('private');
    }
    expect(((await them.get(linksUrl(strangersStoryId))).json() as ShareLinkList).items).toEqual([]);
    expect((await read(tokenOf(link))).statusCode).toBe(200);
  });
});

describe('the public read', () => {
  it('holds the drawn book and nothing else: no ids, prices, e-mail, account data or character photos', async () => {
    const link = await share({ label: 'for Grandma' });
    const response = await read(tokenOf(link));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const book = response.json() as SharedBook;
    expect(book.author).toBeNull();
    expect(book.pages.length).toBeGreaterThan(0);
    expect(book.pages.every((bookPage) => bookPage.text.length > 0 && bookPage.image !== null)).toBe(true);

    // Walk the whole answer: only these keys, and no value that is the owner's.
    const allowedKeys = new Set(['title', 'author', 'cover', 'dedication', 'belongs_to_page', 'pages', 'page_number', 'text', 'image', 'url', 'thumbnail_url', 'width', 'height']);
    const found: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (!allowedKeys.has(key)) found.push(`key ${path}.${key}`);
          walk(inner, `${path}.${key}`);
        }
      } else if (typeof value === 'string') {
        for (const secret of secrets) if (value.includes(secret)) found.push(`${path} holds ${secret}`);
        if (/price|cents|credit|@/i.test(value) && !path.endsWith('.text') && path !== '$.title') found.push(`${path} = ${value}`);
      }
    };
    walk(book, '$');
    expect(found).toEqual([]);
    // Pictures only through signed, expiring media links.
    for (const picture of [book.cover!, ...book.pages.map((bookPage) => bookPage.image!)]) {
      expect(picture.url).toMatch(/^\/media\/shared\/[0-9a-f-]{36}\/screen\?exp=\d+&sig=[\w-]+$/);
      expect(picture.thumbnail_url).toMatch(/^\/media\/shared\/[0-9a-f-]{36}\/thumb\?exp=\d+&sig=[\w-]+$/);
    }
    // A signed screen link does not open the thumbnail, nor another picture.
    const [first, second] = [book.pages[0]!.image!.url, book.pages[1]!.image!.url];
    expect((await media(first.replace('/screen?', '/thumb?'))).json()).toMatchObject({ code: 'media_link_invalid' });
    expect((await media(`${second.slice(0, second.indexOf('?'))}${first.slice(first.indexOf('?'))}`)).json()).toMatchObject({ code: 'media_link_invalid' });
    expect((await media(book.pages[0]!.image!.thumbnail_url)).statusCode).toBe(200);
  });

  it('shows the author only as the owner chose', async () => {
    const link = await share({ author: 'Grandpa Joe' });
    expect(((await read(tokenOf(link))).json() as SharedBook).author).toBe('Grandpa Joe');
    expect(((await read(tokenOf(await share({ author: '' })))).json() as SharedBook).author).toBeNull();
  });

  it('shows the dedication and the “This book belongs to” page as the owner sets them, at any time', async () => {
    const token = tokenOf(await share());
    expect((await read(token)).json()).toMatchObject({ dedication: null, belongs_to_page: false });
    const patch = (body: object) => apiAs(product, owner).patch(`/api/v1/stories/${storyId}`, body);
    expect((await patch({ dedication: 'For Mia, love Grandma', belongs_to_page: true })).statusCode).toBe(200);
    expect((await read(token)).json()).toMatchObject({ dedication: 'For Mia, love Grandma', belongs_to_page: true });
    expect((await patch({ dedication: '', belongs_to_page: false })).statusCode).toBe(200);
    expect((await read(token)).json()).toMatchObject({ dedication: null, belongs_to_page: false });
  });

  it('serves /read/{token} with the book title, share tags with the cover, and noindex', async () => {
    const link = await share();
    const response = await page(tokenOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const { title } = (await getBook(product, owner, storyId));
    const escaped = title.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
    expect(response.body).toContain(`<title>${escaped} | Storybook studio</title>`);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.body).not.toContain('content="App"');
    expect(response.body).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(response.body).toMatch(/<meta property="og:image" content="https:\/\/books\.example\/media\/shared\/[0-9a-f-]{36}\/screen\?exp=\d+&amp;sig=[\w-]+">/);
    expect(response.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(response.body).not.toContain(owner.customer.email);
  });

  it('is not opened by the owner’s unfinished stories', async () => {
    const refused = await apiAs(product, owner).post(linksUrl(await createDraft(product, owner)), {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'story_not_finished' });
  });
});

describe('deleting the story or the account', () => {
  it('kills the links of a deleted story', { timeout: 90_000 }, async () => {
    const other = await completeStory(product, owner, { story_length: 'short' });
    const link = await share({}, owner, other);
    expect((await read(tokenOf(link))).statusCode).toBe(200);
    expect((await apiAs(product, owner).delete(`/api/v1/stories/${other}`)).statusCode).toBe(204);
    expect((await read(tokenOf(link))).json()).toMatchObject({ code: 'share_link_gone' });
    expect(await product.context.db.select().from(shareLinks).where(eq(shareLinks.storyId, other))).toEqual([]);
  });

  it('kills every link of a deleted account', { timeout: 90_000 }, async () => {
    const leaving = await signUp(product);
    const story = await completeStory(product, leaving, { story_length: 'short' });
    const link = await share({ expires_in: 'never' }, leaving, story);
    expect((await read(tokenOf(link))).statusCode).toBe(200);
    const deleted = await product.app.inject({ method: 'DELETE', url: '/api/v1/auth/profile', headers: bearer(leaving), payload: { password: leaving.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read(tokenOf(link))).json()).toMatchObject({ code: 'share_link_gone' });
    expect((await page(tokenOf(link))).statusCode).toBe(404);
    expect(await product.context.db.select().from(shareLinks).where(eq(shareLinks.customerId, leaving.customer.id))).toEqual([]);
  });
});
