import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { createVerifiedAccount, signInThroughUi } from './support/accounts';
import { accountWithBook, api } from './support/story-api';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-e2e-shots';
/** global-setup.ts names this address in ADMIN_EMAILS. */
const ADMIN_EMAIL = 'admin.e2e@example.com';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const accessibilityProblems: string[] = [];
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  for (const violation of (await new AxeBuilder({ page }).analyze()).violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') accessibilityProblems.push(`${name}: ${violation.id} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function paidOrder(token: string, storyId: string): Promise<{ id: string; title: string }> {
  const response = await fetch(`${baseUrl}/api/v1/print-orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ story_id: storyId, shipping_address: { full_name: 'Ada Parent', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' } }),
  });
  expect(response.status).toBe(201);
  const order = (await response.json()) as { id: string; payment_id: string; title: string };
  await api(`/api/v1/payments/test/${order.payment_id}/confirm`, token, {});
  await expect.poll(async () => (await api<{ status: string }>(`/api/v1/print-orders/${order.id}`, token)).status, { timeout: 60_000 }).toBe('submitted');
  return order;
}

async function confirmWithReason(page: Page, reason: string, confirm: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/reason/i).fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the back office in a real browser', () => {
  it('an admin ships an order, gives credits, edits a plan and the support phone; each shows where customers look', { timeout: 180_000 }, async () => {
    const { account, token, storyId } = await accountWithBook('flat');
    const { id: orderId, title } = await paidOrder(token, storyId);
    await createVerifiedAccount('admin', 'Grace Hopper', ADMIN_EMAIL);

    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await signInThroughUi(admin, { email: ADMIN_EMAIL, password: account.password });
    await admin.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    // Dashboard → the order.
    await admin.goto(`${baseUrl}/admin`);
    await admin.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await admin.getByRole('heading', { name: 'Revenue by month' }).waitFor();
    await shoot(admin, 'dashboard');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    // The story engine picks the title: find the order by it, whatever it is.
    await admin.getByRole('link', { name: title, exact: true }).first().waitFor();
    await shoot(admin, 'orders');
    await admin.goto(`${baseUrl}/admin/orders/${orderId}`);

    // Ship it with a tracking number: the customer's My Orders shows it.
    await admin.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Carrier').fill('Royal Mail');
    await dialog.getByLabel('Tracking number').fill('RM123456785GB');
    await dialog.getByLabel('Message for the customer').fill('Wrapped in tissue paper, enjoy the story!');
    await confirmWithReason(admin, 'Posted first class today', 'Mark shipped');
    await admin.getByText('RM123456785GB').first().waitFor();
    await shoot(admin, 'order-shipped');
    const customer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInThroughUi(customer, account);
    await customer.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await customer.goto(`${baseUrl}/orders`);
    await customer.getByText('RM123456785GB').waitFor();
    // The customer reads the message meant for them; the administrator's internal reason never reaches them.
    await customer.getByText('Wrapped in tissue paper, enjoy the story!').first().waitFor();
    expect(await customer.content()).not.toContain('Posted first class today');
    await customer.screenshot({ path: `${SHOTS}/customer-orders-message-1280.png`, fullPage: true });

    // The customer → add credits: their header badge shows the new balance.
    const before = (await api<{ balance: number }>('/api/v1/credits/balance', token)).balance;
    await admin.goto(`${baseUrl}/admin/customers`);
    await admin.getByLabel('Search by e-mail or name').fill(account.email);
    await admin.getByRole('link', { name: /Ada Parent|@example.com/ }).first().click();
    await admin.getByRole('button', { name: 'Adjust credits' }).click();
    await admin.getByRole('dialog').getByLabel('Credits', { exact: true }).fill('25');
    await confirmWithReason(admin, 'Sorry for the wait', 'Give credits');
    await shoot(admin, 'customer');
    await customer.reload();
    await customer.getByText(`${before + 25} credits`).first().waitFor();

    // Edit a plan: /pricing shows it.
    await admin.goto(`${baseUrl}/admin/plans`);
    await admin.getByRole('button', { name: 'Edit Premium' }).click();
    await admin.getByRole('dialog').getByLabel('Description').fill('Everything, for the busiest storytellers');
    await admin.getByRole('dialog').getByLabel(/Reason/).fill('Clearer description');
    await admin.getByRole('dialog').getByRole('button', { name: 'Save plan' }).click();
    await admin.getByRole('dialog').waitFor({ state: 'hidden' });
    await shoot(admin, 'plans');
    await customer.goto(`${baseUrl}/pricing`);
    await customer.getByText('Everything, for the busiest storytellers').waitFor();

    // Change the support phone: the footer shows it.
    await admin.goto(`${baseUrl}/admin/settings`);
    await admin.getByLabel('Support phone').fill('+44 20 7946 0999');
    await admin.getByLabel('Reason for the change').first().fill('New support line');
    await admin.getByRole('button', { name: 'Save contact details' }).click();
    await admin.getByText(/saved/i).first().waitFor();
    await shoot(admin, 'settings');
    // A new visitor sees it at once (a page already open may keep the old one for the minute browsers cache it).
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole('contentinfo').getByText('+44 20 7946 0999').waitFor();

    expect(errors).toEqual([]);
    expect(accessibilityProblems).toEqual([]);
  });

  it('shows Access Denied to a customer who opens /admin', async () => {
    const account = await createVerifiedAccount('curious', 'Curious Parent');
    const page = await (await browser.newContext()).newPage();
    await signInThroughUi(page, account);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page.goto(`${baseUrl}/admin`);
    await page.getByText('Access Denied').waitFor();
    await expect(page.getByText(/restricted to administrators/).count()).resolves.toBeGreaterThan(0);
  });
});
