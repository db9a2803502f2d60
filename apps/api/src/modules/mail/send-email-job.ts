import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineJob } from '../jobs/job-definition';

export const SEND_EMAIL_JOB = 'send-email';

const payload = z.object({ to: z.email(), subject: z.string().min(1), text: z.string().min(1) });
export type EmailMessage = z.infer<typeof payload>;

export function createSendEmailJob(context: AppContext) {
  return defineJob({
    name: SEND_EMAIL_JOB,
    version: 1,
    payload,
    retryLimit: 5,
    retryDelaySeconds: 5,
    concurrency: context.config.mail.concurrency,
    handler: async (message) => {
      const sent = await context.mailer.send(message);
      return { message_id: sent.id };
    },
  });
}

/** Queues an e-mail; it is sent by a worker (retried while the transport is down). */
export function enqueueEmail(context: AppContext, message: EmailMessage, customerId: string | null) {
  return context.jobs.enqueue(SEND_EMAIL_JOB, message, { customerId });
}
