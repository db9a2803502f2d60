/**
 * Issue 12: the admin dashboard and the customer search on a seeded database of 10,000 customers,
 * 50,000 ledger rows, 5,000 print orders and 5,000 payments, through the real product (PGlite, one
 * process, which answers one query at a time), autocannon with 1 connection — an administrator at work. Targets: dashboard ≤ 100 ms p95, search ≤ 50 ms p95;
 * autocannon reports p97.5, not p95, so the stricter p97.5 is compared with the target.
 * Run: npm run bench -- admin
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signUpThroughApi } from './support/accounts';
import { startProductProcess } from './support/processes';
import { seedEmbeddedDatabase } from './support/seed';
import type { BenchFigure } from './types';

const CUSTOMERS = 10_000;
const LEDGER_PER_CUSTOMER = 5;
const ORDERS = 5_000;
const PAYMENTS = 5_000;
const DASHBOARD_TARGET_MS = 100;
const SEARCH_TARGET_MS = 50;

const SEED = [
  `insert into customers (email, password_hash, full_name, role, is_verified, created_at)
   select 'seed' || g || '@example.com', 'not-a-hash', 'Seed Parent ' || g, 'customer', true, now() - (g || ' minutes')::interval
   from generate_series(1, ${CUSTOMERS}) g`,
  // Each customer: a purchase of 20 credits, then 4 pictures of 1 credit.
  `insert into credit_transactions (customer_id, seq, delta, subscription_delta, kind, reference, description, balance_after, subscription_balance_after, created_at)
   select c.id, s, case when s = 1 then 20 else -1 end, 0, case when s = 1 then 'purchase' else 'image_generation' end,
          'seed-' || s, 'seeded', 20 - greatest(s - 1, 0), 0, now() - (s || ' hours')::interval
   from customers c cross join generate_series(1, ${LEDGER_PER_CUSTOMER}) s where c.email like 'seed%'`,
  `insert into print_orders (customer_id, title, status, print_options, shipping_address, shipping_level, quote, total_cents, currency, idempotency_key, request_hash, created_at, updated_at)
   select c.id, 'Seeded book ' || c.n,
          (array['paid','submitted','in_production','shipped','delivered','cancelled','refunded','rejected'])[1 + c.n % 8],
          '{"quality":"standard","binding":"perfect","cover_finish":"matte","paper_size":"a4","paper_type":"standard","color_mode":"full_color","quantity":1}'::jsonb,
          ('{"full_name":"Seed Parent ' || c.n || '","address_line_1":"1 Story Lane","city":"London","postal_code":"EC1A 1AA","country":"GB","phone":"020 7946 0018"}')::jsonb,
          'MAIL', '{}'::jsonb, 2499, 'GBP', 'seed-' || c.n, 'seed', now() - (c.n || ' hours')::interval, now() - (c.n || ' hours')::interval
   from (select id, row_number() over (order by email) as n from customers where email like 'seed%' limit ${ORDERS}) c`,
  `insert into payments (customer_id, purpose, description, amount_cents, currency, status, provider, created_at, settled_at)
   select c.id, 'credit_package', 'Seeded credit pack', 499, 'gbp', 'paid', 'test', now() - ((c.n % 360) || ' days')::interval, now() - ((c.n % 360) || ' days')::interval
   from (select id, row_number() over (order by email) as n from customers where email like 'seed%' limit ${PAYMENTS}) c`,
];

async function seededDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-admin-'));
  await seedEmbeddedDatabase(dataDir, SEED);
  return dataDir;
}

async function p97(url: string, token: string): Promise<{ p97: number; rps: number }> {
  const headers = { authorization: `Bearer ${token}` };
  await autocannon({ url, connections: 1, duration: 2, headers });
  const result = await autocannon({ url, connections: 1, duration: 8, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p97: result.latency.p97_5, rps: result.requests.average };
}

export default async function adminBench(): Promise<BenchFigure[]> {
  const seeded = Date.now();
  const dataDir = await seededDataDir();
  console.log(`seeded ${CUSTOMERS} customers, ${CUSTOMERS * LEDGER_PER_CUSTOMER} ledger rows, ${ORDERS} orders, ${PAYMENTS} payments in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const product = await startProductProcess({ DATA_DIR: dataDir, ADMIN_EMAILS: 'bench.admin@example.com' });
  try {
    const admin = await signUpThroughApi(product.url, dataDir, 'bench.admin@example.com');
    const dashboard = await p97(`${product.url}/api/v1/admin/dashboard`, admin.access_token);
    const search = await p97(`${product.url}/api/v1/customers?q=parent%20777&per_page=20`, admin.access_token);
    return [
      { name: `GET /api/v1/admin/dashboard, ${CUSTOMERS} customers / ${CUSTOMERS * LEDGER_PER_CUSTOMER} ledger rows / ${ORDERS} orders, p97.5`, value: dashboard.p97, unit: 'ms', target: `p95 <= ${DASHBOARD_TARGET_MS} ms`, pass: dashboard.p97 <= DASHBOARD_TARGET_MS },
      { name: 'dashboard throughput, 1 connection', value: dashboard.rps, unit: 'req/s' },
      { name: 'GET /api/v1/customers?q= (e-mail or name contains), p97.5', value: search.p97, unit: 'ms', target: `p95 <= ${SEARCH_TARGET_MS} ms`, pass: search.p97 <= SEARCH_TARGET_MS },
      { name: 'customer search throughput, 1 connection', value: search.rps, unit: 'req/s' },
    ];
  } finally {
    await product.stop();
  }
}
