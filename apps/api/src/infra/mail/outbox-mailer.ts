import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailerCheck, MailMessage } from './mailer';
import { toNodemailerMessage } from './mail-options';
import { newOutboxFileName } from './outbox-file-name';
import { writeFileAtomically } from './write-file-atomically';

export type OutboxMailerOptions = { outboxDir: string; from: string };

/**
 * Development and single-machine mailer: every message becomes one RFC 822 `.eml` file in
 * `outboxDir`, rendered by nodemailer exactly as it would be sent over SMTP.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly options: OutboxMailerOptions) {}

  async send(message: MailMessage): Promise<{ id: string }> {
    const rendered = await this.transport.sendMail(toNodemailerMessage(this.options.from, message));
    // `buffer: true` makes nodemailer hand back the whole rendered message as one Buffer.
    const content = rendered.message as Buffer;
    await mkdir(this.options.outboxDir, { recursive: true });
    await writeFileAtomically(join(this.options.outboxDir, newOutboxFileName()), content);
    return { id: rendered.messageId };
  }

  async check(): Promise<MailerCheck> {
    const probePath = join(this.options.outboxDir, `.probe-${randomBytes(4).toString('hex')}.tmp`);
    try {
      await mkdir(this.options.outboxDir, { recursive: true });
      await writeFile(probePath, '');
      await rm(probePath);
      return { ok: true, detail: `outbox ${this.options.outboxDir} is writable` };
    } catch (error) {
      return { ok: false, detail: `outbox ${this.options.outboxDir} is not writable: ${(error as Error).message}` };
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
