/**
 * Issue 17, "load": 200 simulated customers for 60 s against two API processes (and a worker) on one
 * PostgreSQL database, spread over both APIs as a load balancer would. Each customer signs in once
 * (the first 10 s ramp them up), then lists their stories, reads their book, polls their job and
 * quotes a print, with half a second or so of thought between steps. Targets: no errors, reads
 * p99 <= 100 ms. Needs PostgreSQL: TEST_DATABASE_URL, or Debian's `postgresql` package installed.
 * Run: npm run bench -- load
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runPool } from '../apps/api/src/lib/run-pool';
import { signUpThroughApi } from './support/accounts';
import { startBenchDatabase } from './support/postgres';
import { startProductProcess, type Started } from './support/processes';
import { client, jobSucceeded, upgradeToPro, type Call } from './support/story-api';
import type { BenchFigure } from './types';

const CUSTOMERS = 200;
const DURATION_MS = 60_000;
const RAMP_MS = 10_000;
const THINK_MS = { min: 250, max: 750 };
const P99_TARGET_MS = 100;
const PASSWORD = 'Bench-Mark-Story-1';

interface Customer {
  email: string;
  api: string;
  storyId: string;
  jobId: string;
}

const STORY = {
  characters: [{ name: 'Amara', kind: 'child', pronoun: 'she' }, { name: 'Ember', kind: 'creature', species: 'dragon' }],
  target_age_range: '3-5',
  story_length: 'short',
  theme: 'a lost lantern',
};

/** Signs up and writes a short story with the offline engine: what each simulated customer owns. */
async function newCustomer(api: string, dataDir: string, index: number): Promise<Customer & { call: Call }> {
  const email = `load.${index}.${Date.now().toString(36)}@example.com`;
  const auth = await signUpThroughApi(api, dataDir, email);
  const call = client(api, auth.access_token);
  const { story_id: storyId, job_id: jobId } = await call('POST', '/api/v1/stories/', STORY);
  await jobSucceeded(call, jobId, 50);
  return { email, api, storyId: String(storyId), jobId: String(jobId), call };
}

/**
 * The first customer's book drawn for real, then given to every other customer's story (same length,
 * same pictures): 200 books drawn one by one would take the bench minutes and measure nothing here.
 */
async function booksForAll(databaseUrl: string, first: Customer & { call: Call }): Promise<void> {
  await upgradeToPro(first.call);
  const { job_id: jobId } = await first.call('POST', '/api/v1/books/generate', { story_id: first.storyId, options: { use_high_quality_mode: false } });
  await jobSucceeded(first.call, jobId, 50);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    await db.query(
      `insert into books (story_id, customer_id, status, model)
       select s.id, s.customer_id, b.status, b.model from stories s, books b where b.story_id = $1 and s.id <> $1 and s.status = 'complete'`,
      [first.storyId],
    );
    await db.query(
      `insert into book_images (customer_id, story_id, page_number, version, is_current, model, style, screen_key, thumb_key, print_key, print_type, width, height, credit_reference, credits_spent)
       select s.customer_id, s.id, i.page_number, 1, true, i.model, i.style, i.screen_key, i.thumb_key, i.print_key, i.print_type, i.width, i.height, 'bench-copy-' || s.id || '-' || i.page_number, 0
       from stories s cross join book_images i where i.story_id = $1 and i.is_current and s.id <> $1 and s.status = 'complete'`,
      [first.storyId],
    );
    await db.query('commit');
  } finally {
    await db.end();
  }
}

type Step = 'sign in' | 'list stories' | 'read a book' | 'poll a job' | 'quote a print';
const READS: Array<{ step: Step; path: (customer: Customer) => string }> = [
  { step: 'list stories', path: () => '/api/v1/stories/' },
  { step: 'read a book', path: (customer) => `/api/v1/books/${customer.storyId}` },
  { step: 'poll a job', path: (customer) => `/jobs/status/${customer.jobId}` },
  { step: 'quote a print', path: (customer) => `/api/v1/pricing?story_id=${customer.storyId}` },
];

class Timings {
  readonly byStep = new Map<Step, number[]>();
  errors: string[] = [];

  /** Times a request to its last byte; answers its body, or null (and counts an error) when it failed. */
  async time(step: Step, request: () => Promise<Response>): Promise<string | null> {
    const started = performance.now();
    try {
      const response = await request();
      const body = await response.text();
      const took = performance.now() - started;
      if (!response.ok) {
        this.errors.push(`${step}: HTTP ${response.status}`);
        return null;
      }
      const times = this.byStep.get(step) ?? [];
      times.push(took);
      this.byStep.set(step, times);
      return body;
    } catch (error) {
      this.errors.push(`${step}: ${(error as Error).message}`);
      return null;
    }
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One customer's visit: sign in, then read until the run ends. */
async function visit(customer: Customer, startAt: number, endAt: number, timings: Timings): Promise<void> {
  await pause(startAt - Date.now());
  const signedIn = await timings.time('sign in', () =>
    fetch(`${customer.api}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: customer.email, password: PASSWORD }) }),
  );
  if (!signedIn) return;
  const { access_token: token } = JSON.parse(signedIn) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (let step = 0; Date.now() < endAt; step += 1) {
    await pause(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
    const read = READS[step % READS.length]!;
    await timings.time(read.step, () => fetch(`${customer.api}${read.path(customer)}`, { headers }));
  }
}

export default async function bench(): Promise<BenchFigure[]> {
  const database = await startBenchDatabase();
  if (!database) {
    console.log('load: no PostgreSQL (set TEST_DATABASE_URL or install Debian\'s postgresql package); skipped');
    return [];
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-load-'));
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), NODE_ENV: 'production' };
  const processes: Started[] = [];
  try {
    processes.push(await startProductProcess(env, { dataDir, role: 'worker' }));
    processes.push(...(await Promise.all([startProductProcess(env, { dataDir, role: 'api' }), startProductProcess(env, { dataDir, role: 'api' })])));
    const apis = processes.slice(1).map((process) => process.url);

    console.log(`load: signing up ${CUSTOMERS} customers, each with a story…`);
    const customers: Array<Customer & { call: Call }> = [];
    await runPool(Array.from({ length: CUSTOMERS }, (_unused, index) => index), 10, async (index) => {
      customers[index] = await newCustomer(apis[index % apis.length]!, dataDir, index);
    });
    await booksForAll(database.url, customers[0]!);

    console.log(`load: ${CUSTOMERS} customers for ${DURATION_MS / 1000} s…`);
    const timings = new Timings();
    const begin = Date.now();
    await Promise.all(customers.map((customer, index) => visit(customer, begin + (index * RAMP_MS) / CUSTOMERS, begin + DURATION_MS, timings)));
    const seconds = (Date.now() - begin) / 1000;

    const reads = READS.flatMap(({ step }) => timings.byStep.get(step) ?? []);
    const signIns = timings.byStep.get('sign in') ?? [];
    if (timings.errors.length > 0) console.log(`load: errors: ${[...new Set(timings.errors)].slice(0, 5).join('; ')}`);
    return [
      { name: `${CUSTOMERS} customers, 2 APIs: requests/s`, value: (reads.length + signIns.length) / seconds, unit: 'req/s' },
      { name: `${CUSTOMERS} customers, 2 APIs: errors`, value: timings.errors.length, unit: '', target: '0', pass: timings.errors.length === 0 },
      { name: `${CUSTOMERS} customers, 2 APIs: reads p99`, value: percentile(reads, 99), unit: 'ms', target: `<= ${P99_TARGET_MS} ms`, pass: percentile(reads, 99) <= P99_TARGET_MS },
      ...READS.map(({ step }) => {
        const values = timings.byStep.get(step) ?? [];
        return { name: `${CUSTOMERS} customers: ${step} p50 / p99 (${values.length})`, value: percentile(values, 99), unit: `ms (p50 ${percentile(values, 50).toFixed(1)} ms)`, target: `<= ${P99_TARGET_MS} ms`, pass: percentile(values, 99) <= P99_TARGET_MS };
      }),
      { name: `${CUSTOMERS} customers: sign in p50 / p99 (${signIns.length})`, value: percentile(signIns, 99), unit: `ms (p50 ${percentile(signIns, 50).toFixed(1)} ms)` },
    ];
  } finally {
    await Promise.all(processes.map((process) => process.stop()));
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
