import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@studio/contracts/auth';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { unauthorized } from '../../errors/app-error';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/secrets';
import { AccessTokens } from './access-tokens';
import { accountDisabled } from './admin-accounts';
import { toCustomer } from './customer-view';
import {
  claimRefreshToken,
  findCustomerById,
  findRefreshToken,
  insertRefreshToken,
  revokeRefreshFamily,
  revokeRefreshTokenByHash,
  type CustomerRow,
} from './repo';

const DAY_MS = 86_400_000;

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
 * Rotates a refresh token. A token works once; presenting a used one again means it leaked, so the
 * whole sign-in (its family) is revoked.
 */
export async function refreshSession(context: AppContext, refreshToken: string): Promise<AuthResponse> {
  const now = context.clock.now();
  const stored = await findRefreshToken(context.db, hashOpaqueToken(refreshToken));
  if (!stored || stored.revokedAt) throw unauthorized(INVALID);
  if (stored.usedAt) {
    await revokeRefreshFamily(context.db, stored.familyId, now);
    throw unauthorized(INVALID);
  }
  if (stored.expiresAt <= now) throw unauthorized(INVALID);

  const rotated = await context.db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, stored.id, now))) return null;
    const customer = await findCustomerById(tx, stored.customerId);
    if (!customer) return null;
    if (customer.disabledAt) throw accountDisabled();
    return authResponse(context, tx, customer, stored.familyId);
  });
  if (!rotated) {
    // Lost a race with another use of the same token: treat it as reuse.
    await revokeRefreshFamily(context.db, stored.familyId, now);
    throw unauthorized(INVALID);
  }
  return rotated;
}

export async function endSession(context: AppContext, refreshToken: string): Promise<void> {
  await revokeRefreshTokenByHash(context.db, hashOpaqueToken(refreshToken), context.clock.now());
}
