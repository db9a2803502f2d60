import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, RESEND_COOLDOWN_SECONDS } from '@studio/contracts/auth';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors/app-error';
import { generateSixDigitCode, keyedHash, safeEqualHex } from '../../lib/secrets';
import { recordAccountEvent } from '../audit/audit-log';
import { tally } from '../rate-limits/limiter';
import { consumeCode, countWrongTry, findLatestCode, findLatestCodeByEmail, insertCode, type CodePurpose } from './repo';

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

/**
 * One answer for every refused code: wrong, expired, used, locked, or an e-mail without an account.
 * A different answer (tries left, "expired", "locked") would tell anyone who asks a code for an
 * e-mail whether it has an account, since asking answers the same for everyone (ADR 017, 023).
 */
export const INVALID_CODE_DETAIL = `That code is not valid: it may be mistyped, expired or already used, and a code stops working after ${OTP_MAX_ATTEMPTS} wrong tries. Request a new code if you need one.`;
const invalidCode = () => new AppError('invalid_code', 400, INVALID_CODE_DETAIL);

/**
 * Checks a code against the latest one issued to the account with this e-mail and answers the
 * account's id. A refused code costs the same work whether or not the e-mail has an account: one
 * look-up and one write. After the last allowed wrong try the code is locked (recorded in the audit log) and
 * refused even when right, until a new code is requested. With `consume`, a correct code is used up
 * (once, even under concurrency, and never once the wrong tries made alongside it have locked it).
 */
export async function checkCode(context: AppContext, db: DbOrTx, email: string, purpose: CodePurpose, code: string, options: { consume: boolean }): Promise<string> {
  const latest = await findLatestCodeByEmail(db, email, purpose);
  const now = context.clock.now();
  const expected = latest?.codeHash ?? NO_CODE_HASH;
  const matches = safeEqualHex(expected, hashCode(context, latest?.customerId ?? '', purpose, code));
  const usable = latest !== undefined && !latest.consumedAt && latest.expiresAt > now && latest.attempts < OTP_MAX_ATTEMPTS;
  if (!usable || !matches) {
    // One write either way: the wrong try counted on the live code, or, with no live code (as for an e-mail without an account), tallied per e-mail.
    if (usable) {
      if ((await countWrongTry(db, latest.id, OTP_MAX_ATTEMPTS)) === OTP_MAX_ATTEMPTS) await recordCodeLocked(context, db, latest.customerId, purpose);
    } else {
      await tally(context, 'code-tries-without-code', `${purpose}:${email}`, OTP_TTL_MINUTES * 60);
    }
    throw invalidCode();
  }
  if (options.consume && !(await consumeCode(db, latest.id, now, OTP_MAX_ATTEMPTS))) throw invalidCode();
  return latest.customerId;
}

/** Compared against when the e-mail has no code, so an unknown e-mail takes the same steps (and is refused all the same). */
const NO_CODE_HASH = '0'.repeat(64);

/** The try that locks a code is written down once, for whoever looks into the account later. */
async function recordCodeLocked(context: AppContext, db: DbOrTx, customerId: string, purpose: CodePurpose): Promise<void> {
  context.log.warn({ customerId, purpose }, 'one-time code locked after too many wrong tries');
  await recordAccountEvent(db, { action: 'customer.code_locked', customerId, details: { purpose, attempts: OTP_MAX_ATTEMPTS } });
}
