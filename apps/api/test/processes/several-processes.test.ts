import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { bearer, signUp } from '../support/accounts';
import { balanceOf, confirmTestPayment, switchToPlan } from '../support/billing';
import { completeStory, getBook } from '../support/books';
import { apiAs } from '../support/client';
import { FakeLulu } from '../support/fake-lulu-server';
import { overHttp } from '../support/over-http';
import { compileProduct, ProductProcess, sharedProductEnv, type CompiledProduct } from '../support/product-processes';
import { waitForJob } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

/**
 * The product as an operator scales it out: two API processes and two workers (`--role api|worker`) on
 * one PostgreSQL database and one data directory, each `node` on the compiled product as `npm start` runs it. Runs where
 * TEST_DATABASE_URL names a PostgreSQL server (`.ci/run` starts one); PGlite is one process's database.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/** A short story's cover and 8 pages, 1 credit each with the offline illustrator; the Free plan gives 10. */
const SHORT_BOOK_PICTURES = 9;
const FREE_CREDITS = 10;
const LULU_KEY = 'lulu-client-key';
const LULU_SECRET = 'lulu-client-secret';

type Auth = Awaited<ReturnType<typeof signUp>>;

describe.skipIf(!ON_POSTGRES)('the product as several processes on one PostgreSQL database', () => {
  /** Serves nothing and runs no jobs: it lends the processes its fresh database and data directory, and the tests read them. */
  let lender: TestProduct;
  let compiled: CompiledProduct;
  let lulu: FakeLulu;
  let env: Record<string, string>;
  const apis: ProductProcess[] = [];
  const workers: ProductProcess[] = [];
  let workersStarted = 0;
  const api = (index: number) => overHttp(lender, apis[index]!.url!);

  const startWorker = async () => {
    const worker = await ProductProcess.start(compiled, `worker-${++workersStarted}`, 'worker', env);
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    compiled = await compileProduct();
    lulu = await new FakeLulu(LULU_KEY, LULU_SECRET).start();
    lender = await startTestProduct({}, { role: 'api' });
    const { config } = lender.context;
    if (config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    env = sharedProductEnv(
      { databaseUrl: config.database.url, dataDir: lender.dataDir, jwtSecret: config.jwtSecret },
      {
        LULU_CLIENT_KEY: LULU_KEY,
        LULU_CLIENT_SECRET: LULU_SECRET,
        LULU_API_URL: lulu.origin,
        // Every sign-up comes from 127.0.0.1 here.
        AUTH_RATE_LIMIT_MULTIPLIER: '100',
        // A dead worker's job is handed back within about 1.5 s, not the production 40 s.
        JOB_HEARTBEAT_SECONDS: '0.2',
        JOB_STALE_AFTER_SECONDS: '1',
        JOB_SWEEP_INTERVAL_SECONDS: '0.25',
      },
    );
    const started = await Promise.all([
      ProductProcess.start(compiled, 'api-1', 'api', env),
      ProductProcess.start(compiled, 'api-2', 'api', env),
      ProductProcess.start(compiled, `worker-${++workersStarted}`, 'worker', env),
      ProductProcess.start(compiled, `worker-${++workersStarted}`, 'worker', env),
    ]);
    apis.push(...started.slice(0, 2));
    workers.push(...started.slice(2));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...apis, ...workers].map((process) => process.stop()));
    await lender?.stop();
    await lulu?.stop();
    await compiled?.remove();
  });

  async function pictureSpends(auth: Auth): Promise<string[]> {
    const { rows } = await lender.context.database.query<{ reference: string }>(
      `select reference from credit_transactions where customer_id = $1 and kind = 'image_generation'`,
      [auth.customer.id],
    );
    return rows.map((row) => row.reference);
  }

  /** A customer on the Free plan with a written story, signed up through the first API. */
  async function customerWithStory(): Promise<{ auth: Auth; storyId: string }> {
    const auth = await signUp(api(0));
    await switchToPlan(api(0), auth, 'free');
    return { auth, storyId: await completeStory(api(0), auth) };
  }

  async function startBook(auth: Auth, storyId: string): Promise<string> {
    const response = await apiAs(api(0), auth).post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false } });
    expect(response.statusCode, response.body).toBe(202);
    return (response.json() as { job_id: string }).job_id;
  }

  async function workerRunning(jobId: string): Promise<ProductProcess> {
    await expect.poll(() => workers.some((worker) => worker.hasStarted(jobId)), { timeout: 20_000, interval: 10 }).toBe(true);
    return workers.find((worker) => worker.hasStarted(jobId))!;
  }

  /** Read through the second API: the book is whole, every picture charged once, nothing left on hold. */
  async function expectWholeBook(auth: Auth, storyId: string, jobId: string): Promise<void> {
    const finished = await waitForJob(api(1), auth, jobId, 60_000);
    expect(finished.status, finished.error ?? '').toBe('succeeded');
    const spends = await pictureSpends(auth);
    expect(spends).toHaveLength(SHORT_BOOK_PICTURES);
    expect(new Set(spends).size).toBe(SHORT_BOOK_PICTURES);
    expect(await balanceOf(api(1), auth)).toMatchObject({ balance: FREE_CREDITS - SHORT_BOOK_PICTURES, held_credits: 0 });
    expect((await getBook(api(1), auth, storyId)).status).toBe('ready');
  }

  it('illustrates a book started through one API on the workers, each picture charged once', async () => {
    const { auth, storyId } = await customerWithStory();
    const jobId = await startBook(auth, storyId);
    await workerRunning(jobId);
    await expectWholeBook(auth, storyId, jobId);
  });

  it.each([
    ['as it starts', 0],
    ['midway', 4],
    ['at the last picture', SHORT_BOOK_PICTURES - 1],
  ])('loses no job when the worker running a book is killed (SIGKILL) %s: another finishes it, nothing charged twice', async (_moment, picturesMade) => {
    const { auth, storyId } = await customerWithStory();
    const jobId = await startBook(auth, storyId);
    const running = await workerRunning(jobId);
    await expect.poll(async () => (await pictureSpends(auth)).length, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(picturesMade);
    running.signal('SIGKILL');
    expect(await running.exited).toMatchObject({ signal: 'SIGKILL' });
    workers.splice(workers.indexOf(running), 1);
    const picturesAtDeath = (await pictureSpends(auth)).length;
    expect(picturesAtDeath).toBeLessThan(SHORT_BOOK_PICTURES);
    const replacement = startWorker();

    await expectWholeBook(auth, storyId, jobId);
    // Finished by another process, after the dead one's pictures.
    expect(workers.some((worker) => worker.hasStarted(jobId))).toBe(true);
    await replacement;
  });

  it('fulfils a print order paid through both APIs at once exactly once', async () => {
    const auth = await signUp(api(0));
    await switchToPlan(api(0), auth, 'pro');
    const storyId = await completeStory(api(0), auth);
    const bookJob = await startBook(auth, storyId);
    expect((await waitForJob(api(1), auth, bookJob, 60_000)).status).toBe('succeeded');

    const placed = await api(0).app.inject({
      method: 'POST',
      url: '/api/v1/print-orders',
      headers: { ...bearer(auth), 'idempotency-key': crypto.randomUUID() },
      payload: {
        story_id: storyId,
        print_options: {},
        shipping_address: { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' },
        shipping_level: 'MAIL',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as PrintOrder;
    const confirmations = await Promise.all([confirmTestPayment(api(0), auth, order.payment_id!), confirmTestPayment(api(1), auth, order.payment_id!)]);
    expect(confirmations.map((answer) => answer.statusCode)).toContain(200);
    for (const answer of confirmations) expect(answer.statusCode, answer.body).toBeLessThan(500);

    const orderNow = async () => (await apiAs(api(1), auth).get(`/api/v1/print-orders/${order.id}`)).json() as PrintOrder;
    await expect.poll(async () => (await orderNow()).status, { timeout: 60_000, interval: 100 }).toBe('submitted');
    // Time for a second submission, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(lulu.jobs.filter((job) => job.external_id === order.id)).toHaveLength(1);
    expect((await orderNow()).history.filter((change) => change.to === 'paid')).toHaveLength(1);
  });

  it('shuts a worker down on SIGTERM with its book finished or handed back, and exits cleanly', async () => {
    const { auth, storyId } = await customerWithStory();
    const jobId = await startBook(auth, storyId);
    const running = await workerRunning(jobId);
    await expect.poll(async () => (await pictureSpends(auth)).length, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(2);
    running.signal('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    workers.splice(workers.indexOf(running), 1);
    await running.untilLogged((line) => line.msg === 'shutting down');
    const replacement = startWorker();
    await expectWholeBook(auth, storyId, jobId);
    await replacement;
  });
});
