import type { AuthResponse, SessionType } from '@studio/contracts/auth';
import type { AppContext } from '../../app-context';
import { enforceRateLimit } from '../rate-limits/limiter';
import { enqueueEmail } from '../mail/send-email-job';
import { passwordRecoveryCodeEmail, verificationCodeEmail } from './emails';
import { checkCode, issueCode } from './one-time-codes';
import { hashPassword } from './passwords';
import { AUTH_RATE_LIMITS } from './rate-limit-rules';
import { revokeAllRefreshTokens, type CustomerRow } from './repo';
import { startSession } from './sessions';
import { saveCustomer } from './customer-cache';

/** Issues a fresh code of the given kind and queues its e-mail. */
export async function mailCode(context: AppContext, customer: CustomerRow, purpose: SessionType): Promise<void> {
  const code = await issueCode(context, context.db, customer.id, purpose);
  const message =
    purpose === 'verification'
      ? verificationCodeEmail(customer.email, customer.fullName, code)
      : passwordRecoveryCodeEmail(customer.email, customer.fullName, code);
  await enqueueEmail(context, message, customer.id);
}

/** A correct verification code verifies the account and signs the user in. */
export async function verifyCode(
  context: AppContext,
  email: string,
  otp: string,
  purpose: SessionType,
): Promise<AuthResponse | { message: string; valid: true }> {
  await enforceRateLimit(context, AUTH_RATE_LIMITS.verifyPerEmail, email);
  if (purpose === 'password_recovery') {
    await checkCode(context, context.db, email, purpose, otp, { consume: false });
    return { message: 'Code verified. Choose a new password.', valid: true };
  }
  const customerId = await checkCode(context, context.db, email, purpose, otp, { consume: true });
  return context.db.transaction(async (tx) => {
    const verified = (await saveCustomer(context, tx, customerId, { isVerified: true }))!;
    return startSession(context, tx, verified);
  });
}

/** Sets a new password with a recovery code; every existing sign-in is ended. */
export async function resetPasswordWithCode(context: AppContext, email: string, otp: string, newPassword: string): Promise<{ message: string }> {
  await enforceRateLimit(context, AUTH_RATE_LIMITS.verifyPerEmail, email);
  // Count wrong tries outside the transaction so a failed attempt is not rolled back.
  await checkCode(context, context.db, email, 'password_recovery', otp, { consume: false });
  const passwordHash = await hashPassword(newPassword);
  await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const customerId = await checkCode(context, tx, email, 'password_recovery', otp, { consume: true });
    await saveCustomer(context, tx, customerId, { passwordHash, isVerified: true, tokensValidFrom: now });
    await revokeAllRefreshTokens(tx, customerId, now);
  });
  return { message: 'Your password has been changed. Sign in with your new password.' };
}
