import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '@studio/contracts/contact';
import { DEFAULT_BRAND } from '@studio/contracts/settings';
import { contactMessages } from '../../src/db/schema';
import { mailsTo, randomIp, waitForMail } from '../support/accounts';
import { contactForm, sendContactForm } from '../support/contact';
import { startTestProduct, type TestProduct } from '../support/test-product';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

const send = (body: object, ip?: string) => sendContactForm(product, body, ip);
const message = (overrides: object = {}) => contactForm(product, overrides);
const storedFrom = async (email: string) => (await product.context.db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.email, email)))[0]!.total;

describe('the contact form', () => {
  it('keeps the message, sends it to the support address and a copy to the sender', async () => {
    const body = message();
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: CONTACT_THANKS });
    expect(await storedFrom(body.email)).toBe(1);
    const toSupport = await waitForMail(product, DEFAULT_BRAND.support_email, /bent corner/);
    expect(toSupport.subject).toBe('Contact form: Printing and delivery — Ada Parent');
    expect(toSupport.text).toContain(`From: Ada Parent <${body.email}>`);
    const copy = await waitForMail(product, body.email, /Thank you for writing to Storybook studio/);
    expect(copy.text).toContain('bent corner');
    expect(copy.text).toContain(DEFAULT_BRAND.opening_hours);
  });

  it('answers the same thanks to a bot but keeps and sends nothing: the hidden field filled, or sent too fast', async () => {
    const bots = [message({ website: 'http://spam.example' }), message({ form_started_at: product.clock.now().getTime() - 500 })];
    for (const body of bots) {
      const response = await send(body);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: CONTACT_THANKS });
      expect(await storedFrom(body.email)).toBe(0);
    }
    // A person's message sent after them arrives; the bots' copies never do.
    const person = message();
    await send(person);
    await waitForMail(product, person.email, /Thank you for writing/);
    for (const body of bots) expect(await mailsTo(product, body.email)).toEqual([]);
  });

  it('refuses bad input with a message per field', async () => {
    const response = await send({ name: '', email: 'nope', topic: 'gossip', message: 'hi', form_started_at: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['email', 'message', 'name', 'topic']);
    const nul = await send(message({ message: 'A message with a \u0000 in the middle of it' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'invalid_text', detail: expect.stringContaining('message') });
  });

  it('limits how many messages one network may send', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await send(message(), ip)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
    const limited = await send(message(), ip);
    expect(limited.json().detail).toMatch(/Too many messages from your network/);
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});
