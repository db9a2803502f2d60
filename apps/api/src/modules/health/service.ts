import type { ComponentStatus, DetailedHealth } from '@studio/contracts/health';
import type { AppContext } from '../../app-context';

export async function isDatabaseUp(context: AppContext): Promise<boolean> {
  try {
    await context.database.query('select 1');
    return true;
  } catch {
    return false;
  }
}

async function check(name: string, probe: () => Promise<ComponentStatus>): Promise<[string, ComponentStatus]> {
  try {
    return [name, await probe()];
  } catch (error) {
    return [name, { ok: false, detail: error instanceof Error ? error.message : String(error) }];
  }
}

/** Status of every dependency; used by GET /health/detailed. */
export async function detailedHealth(context: AppContext): Promise<Required<DetailedHealth>> {
  const results = await Promise.all([
    check('database', async () => {
      await context.database.query('select 1');
      return { ok: true, detail: context.database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL' };
    }),
    check('queue', async () => {
      const rows = await context.database.query<{ count: string }>('select count(*)::text as count from pgboss.queue');
      return { ok: true, detail: `pg-boss, ${rows.rows[0]?.count ?? 0} queues` };
    }),
    check('blob_store', () => context.blobs.check()),
    check('mail', () => context.mailer.check()),
    check('ai_text', async () => ({ ok: true, detail: context.config.openai.apiKey ? 'OpenAI-compatible' : 'built-in story engine' })),
    check('ai_images', async () => ({ ok: true, detail: context.config.openai.apiKey ? 'OpenAI images' : 'built-in illustrator' })),
  ]);
  const components = Object.fromEntries(results);
  return { status: results.every(([, s]) => s.ok) ? 'ok' : 'degraded', components };
}
