import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './mailer';

export function toNodemailerMessage(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
  };
}
