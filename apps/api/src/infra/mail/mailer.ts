export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export type MailerCheck = { ok: boolean; detail: string };

/** Sends transactional e-mail (verification codes, password-reset links). */
export interface Mailer {
  /** Resolves once the message is delivered to the transport; `id` is its Message-ID. */
  send(message: MailMessage): Promise<{ id: string }>;
  /** Reports whether the transport can accept mail right now, for health checks. */
  check(): Promise<MailerCheck>;
  close(): Promise<void>;
}
