import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export type MailerConfig = {
  /** When set, mail goes out over SMTP; otherwise it is written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  /** SMTP connections kept open at most (sends beyond it wait for one). */
  concurrency?: number;
};

export function createMailer({ smtpUrl, outboxDir, from, concurrency }: MailerConfig): Mailer {
  return smtpUrl ? new SmtpMailer({ url: smtpUrl, from, maxConnections: concurrency }) : new OutboxMailer({ outboxDir, from });
}
