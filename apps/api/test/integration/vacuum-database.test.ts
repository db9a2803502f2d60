import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACUUM_DATABASE_JOB, vacuumEmbeddedDatabase } from '../../src/modules/jobs/vacuum-database-job';
import { startTestProduct, type TestProduct } from '../support/test-product';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

describe('database upkeep', () => {
  it('vacuums and analyses the embedded database (PostgreSQL has autovacuum), on an hourly schedule', async () => {
    const outcome = await vacuumEmbeddedDatabase(product.context);
    expect(outcome).toEqual({ vacuumed: product.context.database.kind === 'pglite' });
    const schedules = await product.context.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === VACUUM_DATABASE_JOB)).toMatchObject({ cron: '17 * * * *' });
  });
});
