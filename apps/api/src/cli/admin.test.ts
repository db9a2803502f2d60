import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { customers } from '../db/schema';

const run = promisify(execFile);
let dataDir: string;

async function roleOf(email: string): Promise<string | undefined> {
  const database = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pg') });
  try {
    const [row] = await database.db.select({ role: customers.role }).from(customers).where(eq(customers.email, email));
    return row?.role;
  } finally {
    await database.close();
  }
}

function admin(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'admin.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studio-admin-cli-'));
  const database = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pg') });
  await migrateDatabase(database);
  await database.db.insert(customers).values({ email: 'teacher@example.com', passwordHash: 'x', fullName: 'Teacher' });
  await database.close();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('promotes and demotes an account by e-mail (case-insensitive)', async () => {
    const promoted = await admin('promote', 'Teacher@Example.com');
    expect(promoted.stdout).toContain('teacher@example.com is now an admin');
    expect(await roleOf('teacher@example.com')).toBe('admin');
    await admin('demote', 'teacher@example.com');
    expect(await roleOf('teacher@example.com')).toBe('customer');
  });

  it('fails clearly for an unknown e-mail and for bad usage', async () => {
    await expect(admin('promote', 'nobody@example.com')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No account with the email nobody@example.com') });
    await expect(admin('elevate')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
