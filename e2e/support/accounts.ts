import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { codeFromOutbox } from './outbox';

export const PASSWORD = 'Tr1cky-Dragon-Tales';
let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Where the product runs: the suite's shared server unless a file starts its own. */
export interface ServerAddress {
  baseUrl: string;
  dataDir: string;
}
const sharedServer = (): ServerAddress => ({ baseUrl: inject('baseUrl'), dataDir: inject('dataDir') });

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A verified account made through the public API (code read from the outbox). */
export async function createVerifiedAccount(label = 'parent', fullName = 'Ada Parent', email = uniqueEmail(label), server = sharedServer()): Promise<{ email: string; password: string }> {
  const registered = await post(server.baseUrl, '/api/v1/auth/register', { email, password: PASSWORD, full_name: fullName, date_of_birth: '1988-04-12' });
  if (registered.status !== 201) throw new Error(`register ${registered.status}: ${await registered.text()}`);
  const verified = await post(server.baseUrl, '/api/v1/verification/verify', { email, otp: await codeFromOutbox(email, undefined, server.dataDir) });
  if (!verified.ok) throw new Error(`verify ${verified.status}: ${await verified.text()}`);
  return { email, password: PASSWORD };
}

/** Signs in through the sign-in screen, like a person. */
export async function signInThroughUi(page: Page, account: { email: string; password: string }, path = '/signin', baseUrl = inject('baseUrl')): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** New accounts are asked to pick a plan on the dashboard (spec §4); a person can choose "Maybe Later". */
export async function dismissPlanDialog(page: Page): Promise<void> {
  const later = page.getByRole('button', { name: 'Maybe Later' });
  await later.waitFor({ state: 'visible', timeout: 15_000 });
  await later.click();
  await later.waitFor({ state: 'hidden' });
}
