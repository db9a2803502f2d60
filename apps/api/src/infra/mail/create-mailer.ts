import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export type MailerConfig = {
  /** When set, mail goes out over SMTP; otherwise it is written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
};

export function createMailer({ smtpUrl, outboxDir, from }: MailerConfig): Mailer {
  return smtpUrl ? new SmtpMailer({ url: smtpUrl, from }) : new OutboxMailer({ outboxDir, from });
}
