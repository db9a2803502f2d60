import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@studio/contracts/auth';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { forbidden, unauthorized } from '../../errors/app-error';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/secrets';
import { AccessTokens } from './access-tokens';
import { saveCustomer } from './customer-cache';
import { toCustomer } from './customer-view';
import {
  claimRefreshToken,
  findCustomerById,
  findRefreshToken,
  insertRefreshToken,
  revokeRefreshFamily,
  type CustomerRow,
} from './repo';

const DAY_MS = 86_400_000;

/** What a disabled account hears wherever it tries to get in. */
export const accountDisabled = () => forbidden('This account has been disabled. Contact support if you think this is a mistake.', 'account_disabled');

async function authResponse(context: AppContext, db: DbOrTx, customer: CustomerRow, familyId: string): Promise<AuthResponse> {
  const now = context.clock.now();
  const refreshToken = generateOpaqueToken();
  await insertRefreshToken(db, {
    customerId: customer.id,
    familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(now.getTime() + context.config.refreshTokenTtlDays * DAY_MS),
  });
  const tokens = new AccessTokens(context.config.jwtSecret, context.config.accessTokenTtlSeconds);
  return {
    access_token: await tokens.sign(customer.id, now),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: context.config.accessTokenTtlSeconds,
    customer: toCustomer(customer, context.media),
  };
}

/** A new sign-in: a new refresh-token family. A disabled account cannot start one, whatever the way in. */
export async function startSession(context: AppContext, db: DbOrTx, customer: CustomerRow): Promise<AuthResponse> {
  if (customer.disabledAt) throw accountDisabled();
  return authResponse(context, db, customer, randomUUID());
}

const INVALID = 'Your session is no longer valid. Please sign in again.';

/**
 * How long after its rotation a refresh token still works (ADR 032): two tabs (or a retried request)
 * sending the same token at once is the normal race of a browser, not a leak. Presented later, it is.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

type StoredRefreshToken = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

const justRotated = (token: StoredRefreshToken, now: Date) => token.usedAt !== null && now.getTime() - token.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;

/**
 * Rotates a refresh token. A token works once, but for REFRESH_REUSE_GRACE_MS after its rotation, when
 * another use gets tokens of the same sign-in too; presenting a used one later means it leaked, so the
 * whole sign-in (its family) is revoked.
 */
export async function refreshSession(context: AppContext, refreshToken: string): Promise<AuthResponse> {
  const now = context.clock.now();
  const tokenHash = hashOpaqueToken(refreshToken);
  const stored = await findRefreshToken(context.db, tokenHash);
  if (!stored || stored.revokedAt || stored.expiresAt <= now) throw unauthorized(INVALID);
  if (stored.usedAt) return justRotated(stored, now) ? continueFamily(context, stored) : revokeAsLeaked(context, stored, now);

  const rotated = await context.db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, stored.id, now))) return null;
    return issueInFamily(context, tx, stored);
  });
  if (rotated) return rotated;
  // Another use of the same token won the claim a moment ago (or a sign-out revoked it): as above.
  const latest = await findRefreshToken(context.db, tokenHash);
  if (latest && !latest.revokedAt && justRotated(latest, context.clock.now())) return continueFamily(context, latest);
  return revokeAsLeaked(context, stored, now);
}

async function issueInFamily(context: AppContext, db: DbOrTx, token: StoredRefreshToken): Promise<AuthResponse | null> {
  const customer = await findCustomerById(db, token.customerId);
  if (!customer) return null;
  if (customer.disabledAt) throw accountDisabled();
  return authResponse(context, db, customer, token.familyId);
}

/** Within the grace: one more refresh token of the same sign-in; the first use's stays valid too. */
async function continueFamily(context: AppContext, token: StoredRefreshToken): Promise<AuthResponse> {
  const issued = await issueInFamily(context, context.db, token);
  if (!issued) throw unauthorized(INVALID);
  return issued;
}

async function revokeAsLeaked(context: AppContext, token: StoredRefreshToken, now: Date): Promise<never> {
  await revokeRefreshFamily(context.db, token.familyId, now);
  throw unauthorized(INVALID);
}

/**
 * Signs out: the sign-in's refresh tokens (every one the grace gave out) are revoked, and the account's
 * access tokens issued until now are refused (ADR 032); other devices get new ones with their refresh token.
 */
export async function endSession(context: AppContext, refreshToken: string): Promise<void> {
  const now = context.clock.now();
  const stored = await findRefreshToken(context.db, hashOpaqueToken(refreshToken));
  if (!stored) return;
  await context.db.transaction(async (tx) => {
    await revokeRefreshFamily(tx, stored.familyId, now);
    await saveCustomer(context, tx, stored.customerId, { tokensValidFrom: now });
  });
}
