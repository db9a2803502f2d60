import nodemailer from 'nodemailer';
import type { Mailer, MailerCheck, MailMessage } from './mailer';
import { toNodemailerMessage } from './mail-options';

export type SmtpMailerOptions = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS). */
  url: string;
  from: string;
  /** Connections the pool opens at most (default 1); each carries one message at a time. */
  maxConnections?: number;
};

// nodemailer's defaults (2 min to connect, 10 min idle) would hold a request or a health check far too long.
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export class SmtpMailer implements Mailer {
  private readonly transport;
  private readonly serverLabel: string;

  constructor(private readonly options: SmtpMailerOptions) {
    // A pool reuses its connections across messages, so a burst of mail is not one TCP + TLS + AUTH handshake each.
    this.transport = nodemailer.createTransport({
      url: options.url,
      pool: true,
      maxConnections: options.maxConnections ?? 1,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
    this.serverLabel = describeServer(options.url);
  }

  async send(message: MailMessage): Promise<{ id: string }> {
    const info = await this.transport.sendMail(toNodemailerMessage(this.options.from, message));
    return { id: info.messageId };
  }

  async check(): Promise<MailerCheck> {
    try {
      await this.transport.verify();
      return { ok: true, detail: `SMTP server ${this.serverLabel} accepted the connection` };
    } catch (error) {
      return { ok: false, detail: `SMTP server ${this.serverLabel} is unavailable: ${(error as Error).message}` };
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** `host:port` of the URL, so details and logs never carry the credentials. */
function describeServer(url: string): string {
  const { protocol, hostname, port } = new URL(url);
  return `${hostname}:${port || (protocol === 'smtps:' ? '465' : '587')}`;
}
