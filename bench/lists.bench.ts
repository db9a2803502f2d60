/**
 * Issue 17, "lists that scale": every customer list endpoint against the authenticated profile, same
 * run, same load (autocannon, 50 connections), for a customer with 500 stories (12 pages each), 500
 * ledger entries and 500 uploaded books. Targets: each list >= 30 % of the profile's requests/s, p99 <= 50 ms.
 * Requests say what every browser says they accept (gzip among them), as the web app's do.
 * Run: npm run bench -- lists
 */
import autocannon from 'autocannon';
import { signUpThroughApi } from './support/accounts';
import { startProductProcess } from './support/processes';
import { seedEmbeddedDatabase } from './support/seed';
import type { BenchFigure } from './types';

const CONNECTIONS = 50;
const DURATION_SECONDS = 8;
const PER_CUSTOMER = 500;
const SHARE_TARGET = 30;
const P99_TARGET_MS = 50;
const EMAIL = 'bench.lists@example.com';

const LISTS = [
  '/api/v1/stories/',
  '/api/v1/stories/filter?kind=completed&limit=10',
  '/api/v1/stories/filter',
  '/api/v1/stories/summary',
  '/api/v1/credits/transactions',
  '/api/v1/print-orders',
  '/api/v1/uploaded-books',
];

const IDEA = `'{"title":"The Lantern Fox","summary":"${'A fox carries a lantern through the wood to find the way home. '.repeat(6)}","characters":[{"name":"Fox","description":"A brave little fox"}],"setting":"forest","lesson":"Kindness","tone":"gentle"}'::jsonb`;

const SEED = [
  `insert into stories (customer_id, title, status, inputs, idea, idea_version, created_at, updated_at)
   select c.id, 'Seeded story ' || g, (array['draft','idea_ready','complete','complete'])[1 + g % 4],
          '{"characters":[{"name":"Fox","description":"a fox"}],"age_group":"3-5","story_length":"medium","tone":"gentle","art_style":"flat","language":"en"}'::jsonb,
          ${IDEA}, 1, now() - (g || ' hours')::interval, now() - (g || ' minutes')::interval
   from customers c cross join generate_series(1, ${PER_CUSTOMER}) g where c.email = '${EMAIL}'`,
  `insert into story_pages (story_id, page_number, text, scene)
   select s.id, p, 'The fox walked on through the quiet wood, and the lantern swung. ' || p,
          '{"setting":"forest","time_of_day":"night","characters":["Fox"],"action":"walking","mood":"calm"}'::jsonb
   from stories s cross join generate_series(1, 12) p`,
  `insert into credit_transactions (customer_id, seq, delta, subscription_delta, kind, reference, description, balance_after, subscription_balance_after, created_at)
   select c.id, 1000 + g, 1, 0, 'admin_adjustment', 'bench-' || g, 'seeded', g, 0, now() - (g || ' minutes')::interval
   from customers c cross join generate_series(1, ${PER_CUSTOMER}) g where c.email = '${EMAIL}'`,
  `insert into uploaded_books (customer_id, title, status, file_name, file_key, size_bytes, created_at, updated_at)
   select c.id, 'Seeded upload ' || g, 'analysing', 'book-' || g || '.pdf', 'uploaded-books/' || c.id || '/' || g || '/original.pdf', 1000, now() - (g || ' minutes')::interval, now()
   from customers c cross join generate_series(1, ${PER_CUSTOMER}) g where c.email = '${EMAIL}'`,
];

async function load(url: string, token: string): Promise<{ rps: number; p99: number }> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export default async function listsBench(): Promise<BenchFigure[]> {
  // Sign up on a first start (the code comes by e-mail), seed the account offline, then measure a second start.
  const first = await startProductProcess();
  const auth = await signUpThroughApi(first.url, first.dataDir, EMAIL);
  await first.stop();
  await seedEmbeddedDatabase(first.dataDir, SEED);
  const product = await startProductProcess({ DATA_DIR: first.dataDir });
  try {
    const profile = await load(`${product.url}/api/v1/auth/profile`, auth.access_token);
    const figures: BenchFigure[] = [
      { name: 'GET /api/v1/auth/profile', value: profile.rps, unit: 'req/s' },
      { name: 'GET /api/v1/auth/profile p99', value: profile.p99, unit: 'ms' },
    ];
    for (const path of LISTS) {
      const list = await load(`${product.url}${path}`, auth.access_token);
      const share = (list.rps / profile.rps) * 100;
      figures.push(
        { name: `GET ${path}`, value: list.rps, unit: 'req/s' },
        { name: `GET ${path} as share of profile`, value: share, unit: '%', target: `>= ${SHARE_TARGET} %`, pass: share >= SHARE_TARGET },
        { name: `GET ${path} p99`, value: list.p99, unit: 'ms', target: `<= ${P99_TARGET_MS} ms`, pass: list.p99 <= P99_TARGET_MS },
      );
    }
    return figures;
  } finally {
    await product.stop();
  }
}
