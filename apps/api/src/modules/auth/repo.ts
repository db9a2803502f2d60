import { and, count, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, passwordResetTokens, refreshTokens, verificationCodes } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

export async function findCustomerById(db: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Inserts unless the e-mail is taken; undefined means it was. */
export async function insertCustomer(
  db: DbOrTx,
  values: Pick<CustomerRow, 'email' | 'passwordHash' | 'fullName' | 'dateOfBirth' | 'role'>,
): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing({ target: customers.email }).returning();
  return row;
}

export async function updateCustomer(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<CustomerRow, 'fullName' | 'dateOfBirth' | 'profilePictureKey' | 'passwordHash' | 'isVerified' | 'role' | 'disabledAt' | 'disabledReason' | 'tokensValidFrom'>>,
): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set({ ...changes, updatedAt: sql`now()` }).where(eq(customers.id, id)).returning();
  return row;
}

// Refresh tokens

export async function insertRefreshToken(
  db: DbOrTx,
  values: { customerId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used only if nobody else did first; false means it was already used. */
export async function claimRefreshToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: DbOrTx, customerId: string, now: Date): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
}

// One-time codes

export async function insertCode(
  db: DbOrTx,
  values: { customerId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

export async function findLatestCode(db: DbOrTx, customerId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.customerId, customerId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

/** The latest code of this kind of the account with this e-mail: one query, whether or not the e-mail has an account. */
export async function findLatestCodeByEmail(db: DbOrTx, email: string, purpose: CodePurpose) {
  const [row] = await db
    .select({ code: verificationCodes })
    .from(verificationCodes)
    .innerJoin(customers, eq(customers.id, verificationCodes.customerId))
    .where(and(eq(customers.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.code;
}

/** Counts a wrong try on a code not yet locked; answers the tries now made, or null when it was locked meanwhile. */
export async function countWrongTry(db: DbOrTx, id: string, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? null;
}

/** Consumes a code once, unless it is locked by `maxAttempts` wrong tries; false if it was consumed or locked concurrently. */
export async function consumeCode(db: DbOrTx, id: string, now: Date, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, maxAttempts)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

// Password-reset links

export async function insertResetToken(db: DbOrTx, values: { customerId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

export async function findResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

export async function claimResetToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

export async function setRoleByEmail(db: DbOrTx, email: string, role: CustomerRow['role']): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set({ role }).where(eq(customers.email, email)).returning();
  return row;
}

// Closing an account

/** Locks the customer's row until the transaction ends, so the account is closed once. */
export async function lockCustomer(tx: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  return row;
}

/**
 * Administrators other than `id` whose accounts are not disabled, counted under a transaction lock
 * so two administrators closing their accounts at once cannot both leave.
 */
export async function countOtherActiveAdmins(tx: DbOrTx, id: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('closing-admin-accounts'))`);
  const [row] = await tx
    .select({ total: count() })
    .from(customers)
    .where(and(eq(customers.role, 'admin'), ne(customers.id, id), isNull(customers.disabledAt)));
  return row?.total ?? 0;
}

/** Deletes the row; its sessions, codes and reset links go with it (ON DELETE CASCADE). */
export async function deleteCustomer(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(customers).where(eq(customers.id, id)).returning({ id: customers.id });
  return rows.length === 1;
}
