import { RESET_LINK_TTL_MINUTES } from '@studio/contracts/auth';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../errors/app-error';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/secrets';
import { enqueueEmail } from '../mail/send-email-job';
import { resetLinkEmail } from './emails';
import { hashPassword } from './passwords';
import { saveCustomer } from './customer-cache';
import { claimResetToken, findResetToken, insertResetToken, revokeAllRefreshTokens, type CustomerRow } from './repo';

/** Makes a single-use reset link for the account and queues the e-mail carrying it. */
export async function mailResetLink(context: AppContext, customer: CustomerRow): Promise<void> {
  const token = generateOpaqueToken();
  await insertResetToken(context.db, {
    customerId: customer.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(context.clock.now().getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  const link = `${context.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueEmail(context, resetLinkEmail(customer.email, customer.fullName, link), customer.id);
}

const INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.';

export async function resetPasswordWithLink(context: AppContext, token: string, newPassword: string): Promise<{ message: string }> {
  const now = context.clock.now();
  const stored = await findResetToken(context.db, hashOpaqueToken(token));
  if (!stored || stored.usedAt || stored.expiresAt <= now) throw badRequest(INVALID_LINK, 'invalid_reset_token');
  const passwordHash = await hashPassword(newPassword);
  await context.db.transaction(async (tx) => {
    if (!(await claimResetToken(tx, stored.id, now))) throw badRequest(INVALID_LINK, 'invalid_reset_token');
    await saveCustomer(context, tx, stored.customerId, { passwordHash, isVerified: true, tokensValidFrom: now });
    await revokeAllRefreshTokens(tx, stored.customerId, now);
  });
  return { message: 'Your password has been changed. Sign in with your new password.' };
}
