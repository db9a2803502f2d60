import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  url: string;
  /** Envelope recipients of every message received, in order. */
  recipients: string[];
  /** The most connections open at the same time, and the most messages being received at the same time. */
  peak: { connections: number; messages: number };
  close(): Promise<void>;
}

/** A local SMTP server (no TLS, no auth) that counts how many connections and messages it holds at once. */
export async function startSmtpCatcher(options: { messageDelayMs?: number } = {}): Promise<SmtpCatcher> {
  const recipients: string[] = [];
  const peak = { connections: 0, messages: 0 };
  const open = { connections: 0, messages: 0 };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      open.connections += 1;
      peak.connections = Math.max(peak.connections, open.connections);
      callback();
    },
    onClose() {
      open.connections -= 1;
    },
    onData(stream, session, callback) {
      open.messages += 1;
      peak.messages = Math.max(peak.messages, open.messages);
      stream.resume();
      stream.on('end', () => {
        setTimeout(() => {
          open.messages -= 1;
          recipients.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
          callback();
        }, options.messageDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    peak,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
