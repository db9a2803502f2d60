import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, RESEND_COOLDOWN_SECONDS } from '@studio/contracts/auth';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors/app-error';
import { generateSixDigitCode, keyedHash, safeEqualHex } from '../../lib/secrets';
import { recordAccountEvent } from '../audit/audit-log';
import { consumeCode, countCodeAttempt, findLatestCode, insertCode, type CodePurpose } from './repo';

const hashCode = (context: AppContext, customerId: string, purpose: CodePurpose, code: string) =>
  keyedHash(context.config.jwtSecret, 'otp', customerId, purpose, code);

/** Seconds until another code of this kind may be sent (0: now): the last one must be older than the resend cooldown. */
export async function secondsUntilResend(context: AppContext, customerId: string, purpose: CodePurpose): Promise<number> {
  const latest = await findLatestCode(context.db, customerId, purpose);
  if (!latest) return 0;
  const waitMs = latest.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - context.clock.now().getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** Refuses a new code while the last one is younger than the resend cooldown. */
export async function assertResendAllowed(context: AppContext, customerId: string, purpose: CodePurpose): Promise<void> {
  const seconds = await secondsUntilResend(context, customerId, purpose);
  if (seconds > 0) throw tooManyRequests(`Please wait ${seconds} seconds before requesting a new code.`, seconds);
}

/** Creates a new code (the only live one: verification always checks the latest). Returns it for the e-mail. */
export async function issueCode(context: AppContext, db: DbOrTx, customerId: string, purpose: CodePurpose): Promise<string> {
  const code = generateSixDigitCode();
  const now = context.clock.now();
  await insertCode(db, {
    customerId,
    purpose,
    codeHash: hashCode(context, customerId, purpose, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return code;
}

const invalidCode = (detail: string, code = 'invalid_code') => new AppError(code, 400, detail);
const codeLocked = () => invalidCode('Too many wrong attempts. Request a new code.', 'code_locked');

/**
 * Checks a code against the latest one issued. Wrong tries are counted; after the last allowed one
 * the code is locked (recorded in the audit log) and refused even when right, until a new code is
 * requested. With `consume`, a correct code is used up (once, even under concurrency, and never
 * once the wrong tries made alongside it have locked it).
 */
export async function checkCode(
  context: AppContext,
  db: DbOrTx,
  customerId: string | undefined,
  purpose: CodePurpose,
  code: string,
  options: { consume: boolean },
): Promise<void> {
  const latest = customerId ? await findLatestCode(db, customerId, purpose) : undefined;
  const now = context.clock.now();
  if (!latest || !customerId || latest.consumedAt) throw invalidCode('That code is not valid. Request a new code.');
  if (latest.expiresAt <= now) throw invalidCode('That code has expired. Request a new code.', 'code_expired');
  if (latest.attempts >= OTP_MAX_ATTEMPTS) throw codeLocked();
  if (!safeEqualHex(latest.codeHash, hashCode(context, customerId, purpose, code))) {
    const attempts = await countCodeAttempt(db, latest.id);
    const left = OTP_MAX_ATTEMPTS - attempts;
    if (left > 0) throw invalidCode(`That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    if (attempts === OTP_MAX_ATTEMPTS) await recordCodeLocked(context, db, customerId, purpose);
    throw codeLocked();
  }
  if (options.consume && !(await consumeCode(db, latest.id, now, OTP_MAX_ATTEMPTS))) {
    const current = await findLatestCode(db, customerId, purpose);
    throw current && current.attempts >= OTP_MAX_ATTEMPTS ? codeLocked() : invalidCode('That code has already been used. Request a new code.');
  }
}

/** The try that locks a code is written down once, for whoever looks into the account later. */
async function recordCodeLocked(context: AppContext, db: DbOrTx, customerId: string, purpose: CodePurpose): Promise<void> {
  context.log.warn({ customerId, purpose }, 'one-time code locked after too many wrong tries');
  await recordAccountEvent(db, { action: 'customer.code_locked', customerId, details: { purpose, attempts: OTP_MAX_ATTEMPTS } });
}
