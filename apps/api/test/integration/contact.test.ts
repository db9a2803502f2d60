import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '@studio/contracts/contact';
import { DEFAULT_BRAND } from '@studio/contracts/settings';
import { contactMessages } from '../../src/db/schema';
import { mailsTo, randomIp, signUp, waitForMail } from '../support/accounts';
import { waitForJobsOfKind } from '../support/jobs';
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
  it('keeps a message from anyone and sends it to the support address, but no copy to an address typed into the form', async () => {
    const victim = await signUp(product);
    const body = message({ email: victim.customer.email, message: 'Buy cheap pills at spam.example — a bent corner' });
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: CONTACT_THANKS });
    expect(await storedFrom(body.email)).toBe(1);
    const toSupport = await waitForMail(product, DEFAULT_BRAND.support_email, /spam\.example/);
    expect(toSupport.subject).toBe('Contact form: Printing and delivery — Ada Parent');
    expect(toSupport.text).toContain(`From: Ada Parent <${body.email}> (address not verified)`);
    // Signed in as someone else, the address is still not the sender's own.
    const other = await signUp(product);
    await sendContactForm(product, message({ email: victim.customer.email, message: 'Another relay try' }), randomIp(), other);
    await waitForMail(product, DEFAULT_BRAND.support_email, /Another relay try/);
    await waitForJobsOfKind(product, 'send-email');
    expect((await mailsTo(product, victim.customer.email)).filter((mail) => /Thank you for writing/.test(mail.text))).toEqual([]);
  });

  it('sends a copy to a signed-in sender writing from their own verified address', async () => {
    const parent = await signUp(product);
    const body = message({ email: parent.customer.email });
    const response = await sendContactForm(product, body, randomIp(), parent);
    expect(response.json()).toEqual({ message: CONTACT_THANKS });
    const copy = await waitForMail(product, parent.customer.email, /Thank you for writing to Storybook studio/);
    expect(copy.text).toContain('bent corner');
    expect(copy.text).toContain(DEFAULT_BRAND.opening_hours);
    expect(copy.text).toContain(`Hello ${parent.customer.full_name},`);
    const toSupport = await waitForMail(product, DEFAULT_BRAND.support_email, new RegExp(`${parent.customer.email.replace(/[.]/g, '\\.')}> \\(signed in, address verified\\)`));
    expect(toSupport.text).toContain('bent corner');
  });

  it('answers the same thanks to a bot but keeps and sends nothing: the hidden field filled, or sent too fast', async () => {
    const bots = [message({ website: 'http://spam.example' }), message({ form_started_at: product.clock.now().getTime() - 500 })];
    for (const body of bots) {
      const response = await send(body);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: CONTACT_THANKS });
      expect(await storedFrom(body.email)).toBe(0);
    }
    // A person's message sent after them arrives; the bots' never do.
    const person = message({ message: `A person's message ${crypto.randomUUID()}` });
    await send(person);
    await waitForMail(product, DEFAULT_BRAND.support_email, new RegExp(person.message));
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
