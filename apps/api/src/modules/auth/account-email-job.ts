import { z } from 'zod';
import { emailSchema, SESSION_TYPES } from '@studio/contracts/auth';
import type { AppContext } from '../../app-context';
import { defineJob } from '../jobs/job-definition';
import { enforceRateLimit } from '../rate-limits/limiter';
import { secondsUntilResend } from './one-time-codes';
import { mailResetLink } from './password-reset-links';
import { AUTH_RATE_LIMITS } from './rate-limit-rules';
import { findCustomerByEmail } from './repo';
import { mailCode } from './verification';

export const ACCOUNT_EMAIL_JOB = 'send-account-email';

/** A 6-digit code (e-mail verification, password recovery) or a link to reset the password. */
const ACCOUNT_EMAIL_KINDS = [...SESSION_TYPES, 'reset_link'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

const payload = z.object({ email: emailSchema, kind: z.enum(ACCOUNT_EMAIL_KINDS) });

const ANSWERS: Record<AccountEmailKind, string> = {
  verification: 'If an account exists for this email, we have sent it a 6-digit code.',
  password_recovery: 'If an account exists for this email, we have sent it a 6-digit code.',
  reset_link: 'If an account exists for this email, we have sent it a link to reset the password.',
};

/**
 * Asks for a code or a reset link for whoever owns `email`. The request only counts against the
 * e-mail's rate limit (kept for any e-mail, known or not) and queues a job: the account is looked up
 * by the job, so the answer and the time it takes are the same whether or not the account exists,
 * and whether or not a code was sent a moment ago.
 */
export async function requestAccountEmail(context: AppContext, email: string, kind: AccountEmailKind): Promise<{ message: string }> {
  await enforceRateLimit(context, AUTH_RATE_LIMITS.accountEmailPerEmail, email);
  await context.jobs.enqueue(ACCOUNT_EMAIL_JOB, { email, kind }, { customerId: null });
  return { message: ANSWERS[kind] };
}

/** Sends what was asked for when the account exists; an unknown e-mail gets nothing, and nobody is told. */
export function createAccountEmailJob(context: AppContext) {
  return defineJob({
    name: ACCOUNT_EMAIL_JOB,
    version: 1,
    payload,
    handler: async ({ email, kind }, job) => {
      const customer = await findCustomerByEmail(context.db, email);
      if (!customer) return;
      if (kind === 'reset_link') return mailResetLink(context, customer);
      if (kind === 'verification' && customer.isVerified) return;
      // Only a first attempt waits out the cooldown: a retry may follow one that issued a code but could not queue its e-mail.
      if (job.attempt === 0 && (await secondsUntilResend(context, customer.id, kind)) > 0) return;
      await mailCode(context, customer, kind);
    },
  });
}
