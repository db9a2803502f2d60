import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_DOCUMENT, accountExportSchema, type AccountExport } from '@studio/contracts/privacy';
import {
  auditLog,
  bookImages,
  books,
  characterImages,
  contactMessages,
  shareLinks,
  creditTransactions,
  customers,
  jobs,
  passwordResetTokens,
  payments,
  pdfExports,
  epubExports,
  printOrders,
  refreshTokens,
  stories,
  storyIdeas,
  storyPages,
  subscriptions,
  uploadedBooks,
  verificationCodes,
} from '../../src/db/schema';
import { bearer, signUp, signUpAdmin } from '../support/accounts';
import { storedFiles } from '../support/books';
import { apiAs } from '../support/client';
import { customerWithEverything, type CustomerWithEverything } from '../support/everything-of-a-customer';
import { waitForJobsOfKind } from '../support/jobs';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { recordAccountEvent } from '../../src/modules/audit/audit-log';
import { deleteAccountFiles } from '../../src/modules/privacy/delete-account-files-job';
import { readZip } from '../support/zip';

let product: TestProduct;
let alice: CustomerWithEverything;
let bob: CustomerWithEverything;
/** Contact messages written without signing in (stored directly: the form stores addresses in lower case, the column does not insist): one giving Alice's address in capitals, and a stranger's whose address contains hers. */
let aliceInCapitals: typeof contactMessages.$inferSelect;
let lookalike: typeof contactMessages.$inferSelect;
beforeAll(async () => {
  product = await startTestProduct({ PRINT_RASTERS_AFTER_SECONDS: '0' });
  alice = await customerWithEverything(product);
  bob = await customerWithEverything(product);
  const dayAgo = new Date(product.clock.now().getTime() - 24 * 3600_000);
  const keepMessage = async (email: string, message: string) =>
    (await product.context.db.insert(contactMessages).values({ name: 'Ada Parent', topic: 'account_and_privacy', createdAt: dayAgo, email, message }).returning())[0]!;
  aliceInCapitals = await keepMessage(alice.auth.customer.email.toUpperCase(), 'Can I change my e-mail address?');
  lookalike = await keepMessage(`not.${alice.auth.customer.email}`, 'Someone else wrote this.');
  await waitForJobsOfKind(product, 'make-print-files', 'make-print-rasters', 'analyse-uploaded-book', 'export-pdf', 'export-epub');
}, 240_000);
afterAll(() => product?.stop());

const deleteAccount = (auth: { access_token: string }, payload?: object) =>
  product.app.inject({ method: 'DELETE', url: '/api/v1/auth/profile', headers: bearer(auth), ...(payload ? { payload } : {}) });

async function exportOf(auth: { access_token: string }): Promise<{ document: AccountExport; entries: Map<string, Buffer> }> {
  const response = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile/export', headers: bearer(auth) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="storybook-studio-data-\d{4}-\d{2}-\d{2}\.zip"/);
  // The size is known before the first byte, so the browser can show the download's progress.
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  const entries = await readZip(response.rawPayload);
  const document = JSON.parse(entries.get(ACCOUNT_EXPORT_DOCUMENT)!.toString('utf8')) as AccountExport;
  return { document, entries };
}

/** Rows in every table that holds a customer's data. */
async function rowsOf(customer: { id: string; email: string }, storyIds: string[]) {
  const { db } = product.context;
  const customerId = customer.id;
  const counted = async (table: PgTable, where: SQL) => (await db.select({ n: count() }).from(table).where(where))[0]!.n;
  const ofStories = storyIds.length > 0 ? storyIds : ['00000000-0000-0000-0000-000000000000'];
  return {
    customers: await counted(customers, eq(customers.id, customerId)),
    refresh_tokens: await counted(refreshTokens, eq(refreshTokens.customerId, customerId)),
    verification_codes: await counted(verificationCodes, eq(verificationCodes.customerId, customerId)),
    password_reset_tokens: await counted(passwordResetTokens, eq(passwordResetTokens.customerId, customerId)),
    subscriptions: await counted(subscriptions, eq(subscriptions.customerId, customerId)),
    credit_transactions: await counted(creditTransactions, eq(creditTransactions.customerId, customerId)),
    stories: await counted(stories, eq(stories.customerId, customerId)),
    story_ideas: await counted(storyIdeas, inArray(storyIdeas.storyId, ofStories)),
    story_pages: await counted(storyPages, inArray(storyPages.storyId, ofStories)),
    books: await counted(books, eq(books.customerId, customerId)),
    book_images: await counted(bookImages, eq(bookImages.customerId, customerId)),
    character_images: await counted(characterImages, eq(characterImages.customerId, customerId)),
    pdf_exports: await counted(pdfExports, eq(pdfExports.customerId, customerId)),
    epub_exports: await counted(epubExports, eq(epubExports.customerId, customerId)),
    uploaded_books: await counted(uploadedBooks, eq(uploadedBooks.customerId, customerId)),
    jobs: await counted(jobs, eq(jobs.customerId, customerId)),
    print_orders: await counted(printOrders, eq(printOrders.customerId, customerId)),
    payments: await counted(payments, eq(payments.customerId, customerId)),
    contact_messages: await counted(contactMessages, sql`lower(${contactMessages.email}) = ${customer.email}`),
    share_links: await counted(shareLinks, eq(shareLinks.customerId, customerId)),
  };
}

const filesNamedAfter = async (customerId: string) => (await storedFiles(product)).filter((path) => path.includes(customerId));

describe('GET /api/v1/auth/profile/export', () => {
  it('needs a signed-in customer', async () => {
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile/export' })).statusCode).toBe(401);
    const forged = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile/export', headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toBeTruthy();
  });

  it('is a ZIP of everything held about the customer: the JSON document and every one of their files', { timeout: 60_000 }, async () => {
    await recordAccountEvent(product.context.db, { action: 'customer.code_locked', customerId: alice.auth.customer.id, details: { purpose: 'verification' } });
    const { document, entries } = await exportOf(alice.auth);
    const id = alice.auth.customer.id;
    expect(document.format_version).toBe(1);
    expect(accountExportSchema.safeParse(document).error).toBeUndefined();
    expect(document.profile).toMatchObject({ id, email: alice.auth.customer.email, full_name: alice.auth.customer.full_name });
    expect(document.subscription?.plan.type).toBe('pro');
    expect(document.credit_transactions.length).toBeGreaterThan(0);
    expect(document.credit_transactions.some((entry) => entry.kind === 'image_generation')).toBe(true);
    expect(document.stories.map((story) => story.id)).toEqual([alice.storyId]);
    expect(document.stories[0]!.pages.length).toBeGreaterThan(0);
    expect(document.books.map((book) => book.story_id)).toEqual([alice.storyId]);
    expect(document.print_orders.map((order) => order.id).sort()).toEqual([alice.paidOrder.id, alice.unpaidOrder.id].sort());
    expect(document.payments.map((payment) => payment.id)).toEqual(expect.arrayContaining([alice.paidOrder.payment_id, alice.unpaidOrder.payment_id]));
    expect(document.uploaded_books.map((book) => book.id)).toEqual([alice.uploadedBookId]);
    // The link they made, and the read-aloud link each print order of the story made for its back cover (issue 32).
    const printedLink = (order: { id: string }) => [alice.storyId, expect.stringMatching(new RegExp(`^Printed book, order ${order.id.slice(0, 8)} of `)), 'active'];
    const links = document.share_links.map((link) => [link.story_id, link.label, link.status]);
    expect(links).toHaveLength(3);
    expect(links).toEqual(expect.arrayContaining([[alice.storyId, 'for Grandma', 'active'], printedLink(alice.paidOrder), printedLink(alice.unpaidOrder)]));
    expect(document.audit_entries).toEqual([expect.objectContaining({ action: 'customer.code_locked', target_id: id })]);
    // The messages the account sent signed in; not Bob's, not a lookalike address's, and not one anyone
    // could have sent giving her address (their name and words are theirs, issue 30).
    const [sent] = await product.context.db.select().from(contactMessages).where(eq(contactMessages.message, alice.contactMessage));
    expect(document.contact_messages).toEqual([
      { id: sent!.id, name: 'Ada Parent', email: alice.auth.customer.email, topic: 'printing_and_delivery', message: alice.contactMessage, created_at: sent!.createdAt.toISOString() },
    ]);
    expect(JSON.stringify(document)).not.toContain(aliceInCapitals.message);

    // Every file the store holds for the customer is in the ZIP, whole.
    const { db } = product.context;
    const pictures = await db.select({ n: count() }).from(bookImages).where(eq(bookImages.customerId, id));
    const kinds = document.files.map((file) => file.kind);
    expect(kinds.filter((kind) => kind === 'avatar')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'character_photo')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'picture')).toHaveLength(pictures[0]!.n);
    expect(kinds.filter((kind) => kind === 'pdf_export')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'epub_export')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'uploaded_book')).toHaveLength(1);
    for (const file of document.files) {
      const entry = entries.get(file.path);
      expect(entry, file.path).toBeDefined();
      expect(entry!.length, file.path).toBe(file.size);
    }
    expect(entries.get(document.files.find((file) => file.kind === 'uploaded_book')!.path)!.subarray(0, 5).toString()).toBe('%PDF-');
    expect([...entries.keys()].sort()).toEqual([ACCOUNT_EXPORT_DOCUMENT, ...document.files.map((file) => file.path)].sort());
  });

  it('holds only the asking customer’s data', { timeout: 60_000 }, async () => {
    const { document, entries } = await exportOf(bob.auth);
    const text = entries.get(ACCOUNT_EXPORT_DOCUMENT)!.toString('utf8');
    expect(document.profile.id).toBe(bob.auth.customer.id);
    expect(document.contact_messages.map((message) => message.message)).toEqual([bob.contactMessage]);
    for (const foreign of [alice.auth.customer.id, alice.auth.customer.email, alice.storyId, alice.uploadedBookId, alice.paidOrder.id, alice.contactMessage]) expect(text).not.toContain(foreign);
    expect([...entries.keys()].some((path) => path.includes(alice.storyId) || path.includes(alice.uploadedBookId))).toBe(false);
  });
});

describe('DELETE /api/v1/auth/profile', () => {
  it('refuses a wrong or missing password and deletes nothing', async () => {
    const before = await rowsOf(alice.auth.customer, [alice.storyId]);
    const filesBefore = await filesNamedAfter(alice.auth.customer.id);
    const wrong = await deleteAccount(alice.auth, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', detail: expect.stringMatching(/password is not right/) });
    for (const payload of [undefined, {}, { password: '' }]) {
      const missing = await deleteAccount(alice.auth, payload);
      expect(missing.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(missing.statusCode).toBeLessThan(500);
      expect(missing.json().detail).toBeTruthy();
    }
    expect((await product.app.inject({ method: 'DELETE', url: '/api/v1/auth/profile', payload: { password: alice.auth.password } })).statusCode).toBe(401);
    expect(await rowsOf(alice.auth.customer, [alice.storyId])).toEqual(before);
    expect(await filesNamedAfter(alice.auth.customer.id)).toEqual(filesBefore);
    expect((await apiAs(product, alice.auth).get('/api/v1/auth/profile')).statusCode).toBe(200);
  });

  it('deletes the account, every row and file of it, keeps paid orders and payments anonymised, and ends every session', { timeout: 60_000 }, async () => {
    const id = alice.auth.customer.id;
    const bobRows = await rowsOf(bob.auth.customer, [bob.storyId]);
    const bobFiles = await filesNamedAfter(bob.auth.customer.id);
    expect(await filesNamedAfter(id)).not.toHaveLength(0);
    const [paidPayment] = await product.context.db.select().from(payments).where(eq(payments.id, alice.paidOrder.payment_id));

    const deleted = await deleteAccount(alice.auth, { password: alice.auth.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ kept_orders: 1, kept_payments: 2 });

    expect(await rowsOf(alice.auth.customer, [alice.storyId])).toEqual(Object.fromEntries(Object.keys(bobRows).map((table) => [table, 0])));
    const [order] = await product.context.db.select().from(printOrders).where(eq(printOrders.id, alice.paidOrder.id));
    expect(order).toMatchObject({ customerId: null, title: 'Printed book', notes: '', interiorKey: null, coverKey: null, tracking: null, status: 'refunded' });
    expect(order!.shippingAddress).toEqual({ full_name: '', address_line_1: '', address_line_2: '', city: '', state_province_region: '', postal_code: '', country: 'GB', phone: '' });
    expect(order!.paidAt).not.toBeNull();
    expect((await product.context.db.select().from(printOrders).where(eq(printOrders.id, alice.unpaidOrder.id))).length).toBe(0);
    const kept = await product.context.db.select().from(payments).where(inArray(payments.id, [alice.paidOrder.payment_id, alice.unpaidOrder.payment_id]));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ id: paidPayment!.id, customerId: null, amountCents: paidPayment!.amountCents, currency: paidPayment!.currency, createdAt: paidPayment!.createdAt, description: 'Printed book' });
    const orphans = await product.context.db.select({ n: count() }).from(payments).where(and(isNull(payments.customerId), sql`${payments.status} not in ('paid', 'refunded')`));
    expect(orphans[0]!.n).toBe(0);
    expect(JSON.stringify(await product.context.db.select().from(printOrders).where(isNull(printOrders.customerId)))).not.toMatch(/Ada Lovelace|Story Lane|EC1A|neighbour/);

    // Sessions: the access token, the refresh token and the password no longer work.
    expect((await apiAs(product, alice.auth).get('/api/v1/auth/profile')).statusCode).toBe(401);
    expect((await apiAs(product, alice.auth).get('/api/v1/auth/profile/export')).statusCode).toBe(401);
    expect((await product.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', payload: { refresh_token: alice.auth.refresh_token } })).statusCode).toBe(401);
    expect((await product.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: alice.auth.customer.email, password: alice.auth.password } })).statusCode).toBe(401);

    // Files go after the commit, in a job (listing the store while it deletes could miss files, so wait for it first).
    await waitForJobsOfKind(product, 'delete-account-files');
    expect(await filesNamedAfter(id)).toEqual([]);
    expect((await storedFiles(product)).length).toBeGreaterThan(0);
    // A retried run (after a crash) finds nothing left and succeeds.
    await expect(deleteAccountFiles(product.context, id)).resolves.toEqual({ folders: 9 });

    const [history] = await product.context.db.select().from(auditLog).where(and(eq(auditLog.action, 'customer.delete'), eq(auditLog.targetId, id)));
    expect(history).toMatchObject({ targetType: 'customer', details: expect.objectContaining({ kept_orders: 1, kept_payments: 2, deleted_contact_messages: 2 }) });

    // Nobody else's data was touched, not even a message from an address that contains hers.
    expect(await rowsOf(bob.auth.customer, [bob.storyId])).toEqual(bobRows);
    expect(bobRows.contact_messages).toBe(1);
    expect(await product.context.db.select().from(contactMessages).where(eq(contactMessages.id, lookalike.id))).toEqual([lookalike]);
    expect(await filesNamedAfter(bob.auth.customer.id)).toEqual(bobFiles);
    expect((await apiAs(product, bob.auth).get(`/api/v1/stories/${bob.storyId}`)).statusCode).toBe(200);

    // Deleting again: the account is gone.
    expect((await deleteAccount(alice.auth, { password: alice.auth.password })).statusCode).toBe(401);
  });

  it('lets a stolen access token try only 5 passwords in 15 minutes', async () => {
    const customer = await signUp(product);
    for (let attempt = 0; attempt < 5; attempt++) expect((await deleteAccount(customer, { password: `guess-${attempt}` })).statusCode).toBe(403);
    const limited = await deleteAccount(customer, { password: customer.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many password attempts/);
    expect((await apiAs(product, customer).get('/api/v1/auth/profile')).statusCode).toBe(200);
  });

  it('refuses while a paid print order is on its way', async () => {
    // Bob's order was paid and cancelled; put it back on its way.
    await product.context.db.update(printOrders).set({ status: 'submitted' }).where(eq(printOrders.id, bob.paidOrder.id));
    const refused = await deleteAccount(bob.auth, { password: bob.auth.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'order_in_progress', detail: expect.stringMatching(/once it has been delivered or cancelled/) });
    expect((await apiAs(product, bob.auth).get('/api/v1/auth/profile')).statusCode).toBe(200);
    await product.context.db.update(printOrders).set({ status: 'refunded' }).where(eq(printOrders.id, bob.paidOrder.id));
  });

  it('refuses while something of the customer is still being made', async () => {
    const [running] = await product.context.db.insert(jobs).values({ customerId: bob.auth.customer.id, kind: 'illustrate-book', status: 'running' }).returning();
    const refused = await deleteAccount(bob.auth, { password: bob.auth.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'account_busy', detail: expect.stringMatching(/still being made/) });
    expect((await apiAs(product, bob.auth).get('/api/v1/auth/profile')).statusCode).toBe(200);
    await product.context.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, running!.id));
  });

  it('lets the last administrator not delete their account (409), and does once another exists', async () => {
    const first = await signUpAdmin(product);
    const refused = await deleteAccount(first, { password: first.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'last_admin', detail: expect.stringMatching(/only administrator/) });
    expect((await apiAs(product, first).get('/api/v1/auth/profile')).statusCode).toBe(200);
    const second = await signUpAdmin(product);
    expect((await deleteAccount(first, { password: first.password })).statusCode).toBe(200);

    // The back office still sees the kept order, with no one attached.
    const kept = await apiAs(product, second).get(`/api/v1/admin/orders/${alice.paidOrder.id}`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ customer: null, title: 'Printed book', shipping_address: expect.objectContaining({ full_name: '', country: 'GB' }) });
    const listed = (await apiAs(product, second).get('/api/v1/admin/orders?per_page=100')).json() as { items: Array<{ id: string; customer: unknown }> };
    expect(listed.items.find((row) => row.id === alice.paidOrder.id)).toMatchObject({ customer: null });
  });
});
