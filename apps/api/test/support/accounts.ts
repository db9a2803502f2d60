import { createHash } from 'node:crypto';
import type { AuthResponse, Customer } from '@studio/contracts/auth';
import { findLatestMessageTo, listOutbox, type OutboxMessage } from '../../src/infra/mail/read-outbox';
import { saveCustomer } from '../../src/modules/auth/customer-cache';
import type { TestProduct } from './test-product';

let counter = 0;
export const uniqueEmail = (label = 'parent') => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;
export const GOOD_PASSWORD = 'Tr1cky-Dragon-Tales';

export function registration(overrides: Partial<Record<'email' | 'password' | 'full_name' | 'date_of_birth', string>> = {}) {
  return { email: uniqueEmail(), password: GOOD_PASSWORD, full_name: 'Ada Parent', date_of_birth: '1988-04-12', ...overrides };
}

/** Waits for a mail to `email` (sent by the queue worker) whose body matches `pattern`. */
export async function waitForMail(product: TestProduct, email: string, pattern: RegExp, after = 0): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const message = await findLatestMessageTo(product.outboxDir, email);
    if (message && message.date.getTime() >= after && pattern.test(message.text)) return message;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${email} matching ${pattern} arrived`);
}

/** Waits until `count` mails to `email` have been sent; returns the newest. */
export async function waitForMailNumber(product: TestProduct, email: string, count: number): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = (await listOutbox(product.outboxDir)).filter((message) => message.to.toLowerCase().includes(email));
    if (messages.length >= count) return messages.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Fewer than ${count} mails to ${email} arrived`);
}

/** Every mail sent to `email` so far, oldest first. */
export async function mailsTo(product: TestProduct, email: string): Promise<OutboxMessage[]> {
  return (await listOutbox(product.outboxDir)).filter((message) => message.to.toLowerCase().includes(email.toLowerCase()));
}

export const codeIn = (message: OutboxMessage) => /\b(\d{6})\b/.exec(message.text)![1]!;

export async function latestCode(product: TestProduct, email: string, after = 0): Promise<string> {
  const message = await waitForMail(product, email, /\b\d{6}\b/, after);
  return /\b(\d{6})\b/.exec(message.text)![1]!;
}

/** Registers, reads the code from the outbox and verifies: a signed-in customer. */
export async function signUp(product: TestProduct, overrides: Parameters<typeof registration>[0] = {}): Promise<AuthResponse & { password: string }> {
  const body = registration(overrides);
  const registered = await product.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, remoteAddress: randomIp() });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const otp = await latestCode(product, body.email);
  const verified = await product.app.inject({ method: 'POST', url: '/api/v1/verification/verify', payload: { email: body.email, otp }, remoteAddress: randomIp() });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { ...(verified.json() as AuthResponse), password: body.password };
}

export const bearer = (auth: { access_token: string }) => ({ authorization: `Bearer ${auth.access_token}` });

/** The address a session's requests come from: the same for one access token, different for another (each customer on their own network). */
export function ipOf(auth: { access_token: string }): string {
  const hash = createHash('sha256').update(auth.access_token).digest();
  return `10.${hash[0]!}.${hash[1]!}.${1 + (hash[2]! % 250)}`;
}

export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;
}

export type { Customer };

/** A new account made an administrator, as `npm run admin -- promote` does. */
export async function signUpAdmin(product: TestProduct): Promise<AuthResponse & { password: string }> {
  const auth = await signUp(product);
  await saveCustomer(product.context, product.context.db, auth.customer.id, { role: 'admin' });
  return auth;
}
