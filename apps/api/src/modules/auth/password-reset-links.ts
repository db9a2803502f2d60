import { RESET_LINK_TTL_MINUTES } from '@studio/contracts/auth';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors/app-error';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/secrets';
import { enforceRateLimit } from '../rate-limits/limiter';
import { enqueueEmail } from '../mail/send-email-job';
import { resetLinkEmail } from './emails';
import { hashPassword } from './passwords';
import { saveCustomer } from './customer-cache';
import { AUTH_RATE_LIMITS } from './rate-limit-rules';
import { claimResetToken, findCustomerByEmail, findResetToken, insertResetToken, revokeAllRefreshTokens } from './repo';

const REQUESTED = 'If an account exists for this email, we have sent it a link to reset the password.';

/** Same answer whether or not the account exists. */
export async function requestResetLink(context: AppContext, email: string): Promise<{ message: string }> {
  await enforceRateLimit(context, AUTH_RATE_LIMITS.verifyPerEmail, email);
  const customer = await findCustomerByEmail(context.db, email);
  if (!customer) return { message: REQUESTED };
  const token = generateOpaqueToken();
  await insertResetToken(context.db, {
    customerId: customer.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(context.clock.now().getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  const link = `${context.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueEmail(context, resetLinkEmail(customer.email, customer.fullName, link), customer.id);
  return { message: REQUESTED };
}

const INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.';

export async function resetPasswordWithLink(context: AppContext, token: string, newPassword: string): Promise<{ message: string }> {
  const now = context.clock.now();
  const stored = await findResetToken(context.db, hashOpaqueToken(token));
  if (!stored || stored.usedAt || stored.expiresAt <= now) throw badRequest(INVALID_LINK, 'invalid_reset_token');
  const passwordHash = await hashPassword(newPassword);
  await context.db.transaction(async (tx) => {
    if (!(await claimResetToken(tx, stored.id, now))) throw badRequest(INVALID_LINK, 'invalid_reset_token');
    await saveCustomer(context, tx, stored.customerId, { passwordHash, isVerified: true });
    await revokeAllRefreshTokens(tx, stored.customerId, now);
  });
  return { message: 'Your password has been changed. Sign in with your new password.' };
}
