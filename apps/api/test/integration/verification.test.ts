import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, verificationCodes } from '../../src/db/schema';
import { consumeCode } from '../../src/modules/auth/repo';
import { INVALID_CODE_DETAIL } from '../../src/modules/auth/one-time-codes';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { waitForJobsOfKind } from '../support/jobs';
import { ACCOUNT_EMAIL_JOB } from '../../src/modules/auth/account-email-job';
import { SEND_EMAIL_JOB } from '../../src/modules/mail/send-email-job';
import { codeIn, GOOD_PASSWORD, latestCode, mailsTo, randomIp, registration, signUp, waitForMail, waitForMailNumber } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

const post = (url: string, payload: object) => product.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
const registerOnly = async () => {
  const body = registration();
  expect((await post('/api/v1/auth/register', body)).statusCode).toBe(201);
  return body;
};
/** Every refused code answers the same: wrong, expired, used or locked (and an unknown e-mail too: account-enumeration.test.ts). */
const REFUSED = { code: 'invalid_code', detail: INVALID_CODE_DETAIL };
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification', () => {
  it('a correct code verifies the account and signs the user in', async () => {
    const body = await registerOnly();
    const otp = await latestCode(product, body.email);
    const response = await post('/api/v1/verification/verify', { email: body.email, otp });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'bearer', customer: { email: body.email, is_verified: true } });
    // Used once: the same code does not work again.
    expect((await post('/api/v1/verification/verify', { email: body.email, otp })).statusCode).toBe(400);
  });

  it('counts wrong tries and kills the code after 5 of them', async () => {
    const body = await registerOnly();
    const otp = await latestCode(product, body.email);
    const first = await post('/api/v1/verification/verify', { email: body.email, otp: wrongCode(otp) });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject(REFUSED);
    for (let i = 0; i < 4; i++) await post('/api/v1/verification/verify', { email: body.email, otp: wrongCode(otp) });
    const locked = await post('/api/v1/verification/verify', { email: body.email, otp });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject(REFUSED);
  });

  it('codes expire after 10 minutes', async () => {
    const body = await registerOnly();
    const otp = await latestCode(product, body.email);
    product.clock.advance(10 * 60_000 + 1000);
    const response = await post('/api/v1/verification/verify', { email: body.email, otp });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(REFUSED);
  });

  it('refuses a malformed code and an unknown e-mail', async () => {
    expect((await post('/api/v1/verification/verify', { email: 'x@example.com', otp: '12ab' })).statusCode).toBe(422);
    expect((await post('/api/v1/verification/verify', { email: 'nobody@example.com', otp: '123456' })).statusCode).toBe(400);
  });

  it('resend within 60 s answers as usual but sends no new code; after 60 s it sends one', async () => {
    const body = await registerOnly();
    const firstCode = await latestCode(product, body.email);
    const early = await post('/api/v1/verification/resend', { email: body.email, session_type: 'verification' });
    expect(early.statusCode).toBe(200);
    expect(early.json().message).toMatch(/If an account exists/);
    await waitForJobsOfKind(product, ACCOUNT_EMAIL_JOB, SEND_EMAIL_JOB);
    expect(await mailsTo(product, body.email)).toHaveLength(1);

    product.clock.advance(61_000);
    const resent = await post('/api/v1/verification/resend', { email: body.email });
    expect(resent.statusCode).toBe(200);
    const secondCode = codeIn(await waitForMailNumber(product, body.email, 2));
    // Only the latest code works.
    if (secondCode !== firstCode) {
      expect((await post('/api/v1/verification/verify', { email: body.email, otp: firstCode })).statusCode).toBe(400);
    }
    expect((await post('/api/v1/verification/verify', { email: body.email, otp: secondCode })).statusCode).toBe(200);
  });

  it('initiate answers the same for unknown e-mails', async () => {
    const response = await post('/api/v1/verification/initiate', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/If an account exists/);
  });
});

describe('password recovery with a code', () => {
  it('initiate e-mails a code; verify with session_type password_recovery checks it; reset sets the password and ends every sign-in', async () => {
    const customer = await signUp(product);
    const email = customer.customer.email;
    product.clock.advance(61_000);
    expect((await post('/api/v1/verification/password-recovery/initiate', { email })).statusCode).toBe(200);
    const otp = codeIn(await waitForMail(product, email, /password reset code/));

    const checked = await post('/api/v1/verification/verify', { email, otp, session_type: 'password_recovery' });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ valid: true });

    const newPassword = 'Another-Brave-Story-7';
    const reset = await post('/api/v1/verification/password-recovery/reset', { email, otp, new_password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/v1/auth/token/refresh', { refresh_token: customer.refresh_token })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { email, password: newPassword })).statusCode).toBe(200);
    expect((await post('/api/v1/verification/password-recovery/reset', { email, otp, new_password: 'Yet-Another-One-9' })).statusCode).toBe(400);
  });

  it('refuses a weak new password', async () => {
    const response = await post('/api/v1/verification/password-recovery/reset', { email: 'a@example.com', otp: '123456', new_password: 'short' });
    expect(response.statusCode).toBe(422);
  });
});

describe('code lockout after 5 wrong tries', () => {
  const lockoutsOf = async (customerId: string) =>
    product.context.db.select().from(auditLog).where(and(eq(auditLog.targetId, customerId), eq(auditLog.action, 'customer.code_locked')));

  it('a locked verification code refuses even the right code, is recorded once, and a new code works', async () => {
    const body = await registerOnly();
    const otp = await latestCode(product, body.email);
    for (let i = 0; i < 5; i++) await post('/api/v1/verification/verify', { email: body.email, otp: wrongCode(otp) });
    const sixth = await post('/api/v1/verification/verify', { email: body.email, otp });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject(REFUSED);

    const [customer] = await product.context.db.select().from(customers).where(eq(customers.email, body.email));
    const lockouts = await lockoutsOf(customer!.id);
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ actorId: null, targetType: 'customer', details: { purpose: 'verification', attempts: 5 } });

    product.clock.advance(61_000);
    expect((await post('/api/v1/verification/resend', { email: body.email })).statusCode).toBe(200);
    const fresh = codeIn(await waitForMailNumber(product, body.email, 2));
    expect((await post('/api/v1/verification/verify', { email: body.email, otp: fresh })).statusCode).toBe(200);
  });

  it('a locked recovery code sets no password, through verify or reset, until a new code is requested', async () => {
    const customer = await signUp(product);
    const email = customer.customer.email;
    product.clock.advance(61_000);
    await post('/api/v1/verification/password-recovery/initiate', { email });
    const otp = codeIn(await waitForMail(product, email, /password reset code is/));
    const newPassword = 'Lantern-Under-Stairs-4';
    for (let i = 0; i < 3; i++) await post('/api/v1/verification/password-recovery/reset', { email, otp: wrongCode(otp), new_password: newPassword });
    for (let i = 0; i < 2; i++) await post('/api/v1/verification/verify', { email, otp: wrongCode(otp), session_type: 'password_recovery' });

    const refused = await post('/api/v1/verification/password-recovery/reset', { email, otp, new_password: newPassword });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(REFUSED);
    expect((await post('/api/v1/verification/verify', { email, otp, session_type: 'password_recovery' })).json()).toMatchObject(REFUSED);
    expect((await post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(await lockoutsOf(customer.customer.id)).toHaveLength(1);

    product.clock.advance(61_000);
    await post('/api/v1/verification/password-recovery/initiate', { email });
    const fresh = codeIn(await waitForMailNumber(product, email, 3));
    expect((await post('/api/v1/verification/password-recovery/reset', { email, otp: fresh, new_password: newPassword })).statusCode).toBe(200);
    expect((await post('/api/v1/auth/login', { email, password: newPassword })).statusCode).toBe(200);
  });
  it('the right code is not consumed once wrong tries made alongside it have locked it', async () => {
    const customer = await signUp(product);
    const codes = async () => product.context.db.select().from(verificationCodes).where(eq(verificationCodes.customerId, customer.customer.id));
    const [code] = await codes();
    // As if five wrong tries were counted between this request reading the code and consuming it.
    await product.context.db.update(verificationCodes).set({ attempts: 5, consumedAt: null }).where(eq(verificationCodes.id, code!.id));
    expect(await consumeCode(product.context.db, code!.id, product.clock.now(), 5)).toBe(false);
    await product.context.db.update(verificationCodes).set({ attempts: 4 }).where(eq(verificationCodes.id, code!.id));
    expect(await consumeCode(product.context.db, code!.id, product.clock.now(), 5)).toBe(true);
  });
});

describe('password reset with an e-mailed link', () => {
  it('answers 202 the same way whether or not the account exists', async () => {
    const unknown = await post('/api/v1/auth/forgot-password', { email: 'nobody@example.com' });
    const customer = await signUp(product);
    const known = await post('/api/v1/auth/forgot-password', { email: customer.customer.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
  });

  it('the link works once, sets the password and revokes refresh tokens', async () => {
    const customer = await signUp(product);
    const email = customer.customer.email;
    await post('/api/v1/auth/forgot-password', { email });
    const message = await waitForMail(product, email, /reset-password\?token=/);
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(message.text)![1]!);
    const reset = await post('/api/v1/auth/reset-password', { token, new_password: 'Moonlit-Library-12' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/v1/auth/token/refresh', { refresh_token: customer.refresh_token })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { email, password: 'Moonlit-Library-12' })).statusCode).toBe(200);
    const again = await post('/api/v1/auth/reset-password', { token, new_password: 'Moonlit-Library-13' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_token');
  });

  it('the link expires after 30 minutes', async () => {
    const customer = await signUp(product);
    await post('/api/v1/auth/forgot-password', { email: customer.customer.email });
    const message = await waitForMail(product, customer.customer.email, /reset-password\?token=/);
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(message.text)![1]!);
    product.clock.advance(31 * 60_000);
    expect((await post('/api/v1/auth/reset-password', { token, new_password: 'Moonlit-Library-12' })).statusCode).toBe(400);
  });
});
