import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, jobs, passwordResetTokens, verificationCodes } from '../../src/db/schema';
import { ACCOUNT_EMAIL_JOB } from '../../src/modules/auth/account-email-job';
import { issueCode } from '../../src/modules/auth/one-time-codes';
import { SEND_EMAIL_JOB } from '../../src/modules/mail/send-email-job';
import { mailsTo, randomIp, registration, uniqueEmail, waitForMail } from '../support/accounts';
import { waitForJobsOfKind } from '../support/jobs';
import { startTestProduct, type TestProduct } from '../support/test-product';

/**
 * The endpoints that send a code or a reset link must not tell who has an account: same status and
 * body for a real account, an unknown e-mail and a repeat, and no account work in the request (it
 * only queues a job). The requests go to a product without workers, so nothing runs behind them;
 * the jobs are run by a second, whole product.
 */

let product: TestProduct;

const post = (url: string, payload: object) => product.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });

const ENDPOINTS = [
  { url: '/api/v1/verification/initiate', body: {} },
  { url: '/api/v1/verification/resend', body: { session_type: 'verification' } },
  { url: '/api/v1/verification/resend', body: { session_type: 'password_recovery' } },
  { url: '/api/v1/verification/password-recovery/initiate', body: {} },
  { url: '/api/v1/auth/forgot-password', body: {} },
];

async function registerAccount(): Promise<{ email: string; id: string }> {
  const body = registration();
  const response = await post('/api/v1/auth/register', body);
  expect(response.statusCode).toBe(201);
  const [row] = await product.context.db.select({ id: customers.id }).from(customers).where(eq(customers.email, body.email));
  return { email: body.email, id: row!.id };
}

async function issuedFor(customerId: string): Promise<number> {
  const [codes] = await product.context.db.select({ n: sql<number>`count(*)::int` }).from(verificationCodes).where(eq(verificationCodes.customerId, customerId));
  const [links] = await product.context.db.select({ n: sql<number>`count(*)::int` }).from(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId));
  return codes!.n + links!.n;
}

/** What was handed to pg-boss for the account-email jobs, newest last. */
async function queuedAccountEmails(): Promise<unknown[]> {
  const { rows } = await product.context.database.query<{ data: { payload: unknown } }>('select data from pgboss.job where name = $1 order by created_on', [ACCOUNT_EMAIL_JOB]);
  return rows.map((row) => row.data.payload);
}

describe('asking for a code or a reset link (API only, no workers)', () => {
  beforeAll(async () => {
    product = await startTestProduct({}, { role: 'api' });
  });
  afterAll(() => product?.stop());

  it('answers the same status and body for a real account, an unknown e-mail and a repeat within 60 s', async () => {
    const real = await registerAccount();
    const unknown = uniqueEmail('nobody');
    for (const { url, body } of ENDPOINTS) {
      const answers = [];
      for (const email of [real.email, unknown, real.email, unknown]) {
        const response = await post(url, { ...body, email });
        answers.push({ status: response.statusCode, body: response.json() });
      }
      expect(answers[0]!.status, url).toBeLessThan(300);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size, `${url}: ${JSON.stringify(answers)}`).toBe(1);
    }
  });

  it('the request looks up no account and issues nothing: it only queues a job holding the e-mail', async () => {
    const account = await registerAccount();
    const issuedBefore = await issuedFor(account.id);
    const queuedBefore = (await queuedAccountEmails()).length;
    const select = vi.spyOn(product.context.db, 'select');
    try {
      for (const { url, body } of ENDPOINTS) expect((await post(url, { ...body, email: account.email })).statusCode).toBeLessThan(300);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    expect(await issuedFor(account.id)).toBe(issuedBefore);
    const queued = (await queuedAccountEmails()).slice(queuedBefore);
    expect(queued).toEqual([
      { email: account.email, kind: 'verification' },
      { email: account.email, kind: 'verification' },
      { email: account.email, kind: 'password_recovery' },
      { email: account.email, kind: 'password_recovery' },
      { email: account.email, kind: 'reset_link' },
    ]);
    // The job rows anyone could see belong to nobody and carry no e-mail.
    const rows = await product.context.db.select().from(jobs).where(eq(jobs.kind, ACCOUNT_EMAIL_JOB));
    expect(rows.every((row) => row.customerId === null && row.payload === null)).toBe(true);
  });

});

describe('submitting a code (API only, no workers)', () => {
  beforeAll(async () => {
    product = await startTestProduct({}, { role: 'api' });
  });
  afterAll(() => product?.stop());

  const CODE_ENDPOINTS = [
    { url: '/api/v1/verification/verify', purpose: 'verification', body: (email: string, otp: string) => ({ email, otp, session_type: 'verification' }) },
    { url: '/api/v1/verification/verify', purpose: 'password_recovery', body: (email: string, otp: string) => ({ email, otp, session_type: 'password_recovery' }) },
    { url: '/api/v1/verification/password-recovery/reset', purpose: 'password_recovery', body: (email: string, otp: string) => ({ email, otp, new_password: 'Brand-New-Lantern-7' }) },
  ] as const;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const answerOf = (response: { statusCode: number; json(): Record<string, unknown> }) => {
    const { request_id: _ignored, ...body } = response.json();
    return JSON.stringify({ status: response.statusCode, body });
  };

  /** A registered account holding a live code of `purpose` (issued here, so the test knows it). */
  async function accountWithCode(purpose: 'verification' | 'password_recovery') {
    const account = await registerAccount();
    const code = await issueCode(product.context, product.context.db, account.id, purpose);
    return { ...account, code };
  }

  it('answers a refused code the same for an unknown e-mail and a real account, whatever state its code is in', async () => {
    for (const endpoint of CODE_ENDPOINTS) {
      const answers: Record<string, string> = {};
      answers['unknown e-mail'] = answerOf(await post(endpoint.url, endpoint.body(uniqueEmail('nobody'), '123456')));

      const live = await accountWithCode(endpoint.purpose);
      answers['live code, wrong try'] = answerOf(await post(endpoint.url, endpoint.body(live.email, wrong(live.code))));

      const none = await registerAccount();
      if (endpoint.purpose === 'verification') await product.context.db.delete(verificationCodes).where(eq(verificationCodes.customerId, none.id));
      answers['no code'] = answerOf(await post(endpoint.url, endpoint.body(none.email, '123456')));

      const expired = await accountWithCode(endpoint.purpose);
      await product.context.db.update(verificationCodes).set({ expiresAt: new Date(product.clock.now().getTime() - 1000) }).where(eq(verificationCodes.customerId, expired.id));
      answers['expired code, right try'] = answerOf(await post(endpoint.url, endpoint.body(expired.email, expired.code)));

      const locked = await accountWithCode(endpoint.purpose);
      for (let i = 0; i < 5; i++) answers[`wrong try ${i + 1}`] = answerOf(await post(endpoint.url, endpoint.body(locked.email, wrong(locked.code))));
      answers['locked code, right try'] = answerOf(await post(endpoint.url, endpoint.body(locked.email, locked.code)));

      expect(JSON.parse(answers['unknown e-mail']!).status, endpoint.url).toBe(400);
      expect(new Set(Object.values(answers)).size, `${endpoint.url} (${endpoint.purpose}): ${JSON.stringify(answers, null, 1)}`).toBe(1);
    }
  });

  it('does the same database work for a wrong try on a real account as for an unknown e-mail: one look-up, the same number of writes', async () => {
    const statements = async (send: () => Promise<unknown>) => {
      const db = product.context.db;
      // The limiter's occasional clean-up of old counters (1 request in 100, whoever asks) is left out.
      const chance = vi.spyOn(Math, 'random').mockReturnValue(0.5);
      const reads = [vi.spyOn(db, 'select')];
      // Raw statements are the limits' and tallies' counter upserts: writes.
      const writes = [vi.spyOn(db, 'update'), vi.spyOn(db, 'insert'), vi.spyOn(db, 'delete'), vi.spyOn(db, 'execute'), vi.spyOn(product.context.database, 'query')];
      const transactions = vi.spyOn(db, 'transaction');
      const total = (spies: Array<{ mock: { calls: unknown[] } }>) => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      try {
        await send();
        return { reads: total(reads), writes: total(writes), transactions: total([transactions]) };
      } finally {
        for (const spy of [chance, ...reads, ...writes, transactions]) spy.mockRestore();
      }
    };
    for (const endpoint of CODE_ENDPOINTS) {
      const live = await accountWithCode(endpoint.purpose);
      const forReal = await statements(() => post(endpoint.url, endpoint.body(live.email, wrong(live.code))));
      const forNobody = await statements(() => post(endpoint.url, endpoint.body(uniqueEmail('nobody'), wrong(live.code))));
      expect(forReal.reads, endpoint.url).toBe(1);
      expect(forNobody, `${endpoint.url} (${endpoint.purpose})`).toEqual(forReal);
    }
  });
});

describe('the account e-mail job', () => {
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(() => product?.stop());

  it('sends a real account what it asked for (one code per cooldown), and an unknown e-mail nothing', async () => {
    const real = await registerAccount();
    const unknown = uniqueEmail('nobody');
    for (const { url, body } of ENDPOINTS) {
      for (const email of [real.email, unknown, real.email]) expect((await post(url, { ...body, email })).statusCode).toBeLessThan(300);
    }
    await waitForJobsOfKind(product, ACCOUNT_EMAIL_JOB, SEND_EMAIL_JOB);

    const texts = (await mailsTo(product, real.email)).map((mail) => mail.text);
    // The verification code sent at registration; the requests within 60 s of it sent no other.
    expect(texts.filter((text) => /verification code is/.test(text))).toHaveLength(1);
    // One recovery code for the four requests (password-recovery/initiate and resend, twice each) within 60 s.
    expect(texts.filter((text) => /password reset code is/.test(text))).toHaveLength(1);
    // A reset link for each of the two requests.
    expect(texts.filter((text) => /reset-password\?token=/.test(text))).toHaveLength(2);
    expect(await mailsTo(product, unknown)).toEqual([]);
  });

  it('a retry after an attempt that issued a code but could not queue its e-mail still sends one', async () => {
    const account = await registerAccount();
    product.clock.advance(61_000);
    const enqueue = product.context.jobs.enqueue.bind(product.context.jobs);
    let failures = 0;
    const spy = vi.spyOn(product.context.jobs, 'enqueue').mockImplementation(async (name, payload, owner) => {
      if (name === SEND_EMAIL_JOB && failures++ === 0) throw new Error('the queue is down');
      return enqueue(name, payload, owner);
    });
    try {
      await post('/api/v1/verification/password-recovery/initiate', { email: account.email });
      await waitForMail(product, account.email, /password reset code is/);
    } finally {
      spy.mockRestore();
    }
    expect(failures).toBeGreaterThan(1);
  });

  it('a verified account gets no verification code, and the limit per e-mail is the same for everyone', async () => {
    const verified = await registerAccount();
    await product.context.db.update(customers).set({ isVerified: true }).where(eq(customers.id, verified.id));
    product.clock.advance(61_000);
    await post('/api/v1/verification/initiate', { email: verified.email });
    await waitForJobsOfKind(product, ACCOUNT_EMAIL_JOB, SEND_EMAIL_JOB);
    expect((await mailsTo(product, verified.email)).filter((mail) => /verification code is/.test(mail.text))).toHaveLength(1);

    const limited = await registerAccount();
    const statuses = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 12; i++) seen.push((await post('/api/v1/verification/password-recovery/initiate', { email })).statusCode);
      return seen;
    };
    const forReal = await statuses(limited.email);
    expect(forReal.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(forReal.slice(10)).toEqual([429, 429]);
    expect(await statuses(uniqueEmail('nobody'))).toEqual(forReal);
  });
});
