import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_DOCUMENT, accountExportSchema, type AccountExport } from '@studio/contracts/privacy';
import { bearer, signUp, signUpAdmin } from '../support/accounts';
import { apiAs } from '../support/client';
import { contactForm, sendContactForm } from '../support/contact';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { readZip } from '../support/zip';

/** Issue 30: the account export held the administrator's e-mail and internal reasons, and contact messages others sent with the customer's address. */
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

async function exportOf(auth: { access_token: string }): Promise<{ document: AccountExport; text: string }> {
  const response = await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile/export', headers: bearer(auth) });
  expect(response.statusCode, response.body).toBe(200);
  const text = (await readZip(response.rawPayload)).get(ACCOUNT_EXPORT_DOCUMENT)!.toString('utf8');
  return { document: JSON.parse(text) as AccountExport, text };
}

describe('the account export', () => {
  it("says an administrator changed the account, but not who nor their internal reason, and holds only the customer's own contact messages", async () => {
    const [admin, parent] = [await signUpAdmin(product), await signUp(product)];
    const reason = `Internal: goodwill after ticket ${crypto.randomUUID()}`;
    const adjusted = await apiAs(product, admin).post(`/api/v1/customers/${parent.customer.id}/credits`, { amount: 5, reason });
    expect(adjusted.statusCode, adjusted.body).toBe(200);

    const own = `My own question ${crypto.randomUUID()}`;
    const foreign = `Someone else used my address ${crypto.randomUUID()}`;
    expect((await sendContactForm(product, contactForm(product, { email: parent.customer.email, message: own }), undefined, parent)).statusCode).toBe(202);
    expect((await sendContactForm(product, contactForm(product, { name: 'A stranger', email: parent.customer.email, message: foreign }))).statusCode).toBe(202);

    const { document, text } = await exportOf(parent);
    expect(accountExportSchema.safeParse(document).error).toBeUndefined();
    expect(document.audit_entries).toEqual([expect.objectContaining({ action: 'customer.credits', by_administrator: true, details: expect.objectContaining({ amount: 5 }) })]);
    for (const leak of [admin.customer.email, admin.customer.id, reason, foreign, 'A stranger']) expect(text).not.toContain(leak);
    expect(document.contact_messages.map((message) => message.message)).toEqual([own]);
  });
});
