import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';
import { findClosedPort } from '../../../test/support/ports';

type ReceivedMail = { envelopeTo: string[]; user: unknown; raw: Buffer };

const USER = 'studio';
const PASSWORD = 's3cret-pass';

describe('SmtpMailer', () => {
  const received: ReceivedMail[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            user: session.user,
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  const smtpUrl = (password = PASSWORD) => `smtp://${USER}:${password}@127.0.0.1:${port}`;

  it('delivers To, Subject, text and HTML to the SMTP server, authenticated', async () => {
    const mailer = new SmtpMailer({ url: smtpUrl(), from: 'Storybook Studio <no-reply@studio.test>' });
    try {
      const { id } = await mailer.send({
        to: 'parent@example.com',
        subject: 'Your verification code',
        text: 'Your code is 735190.',
        html: '<p>Your code is <b>735190</b>.</p>',
      });

      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(mail!.envelopeTo).toEqual(['parent@example.com']);
      expect(mail!.user).toBe(USER);
      const parsed = await PostalMime.parse(mail!.raw);
      expect(parsed.messageId).toBe(id);
      expect(parsed.to?.[0]?.address).toBe('parent@example.com');
      expect(parsed.from?.address).toBe('no-reply@studio.test');
      expect(parsed.subject).toBe('Your verification code');
      expect(parsed.text?.trim()).toBe('Your code is 735190.');
      expect(parsed.html).toContain('<b>735190</b>');
    } finally {
      await mailer.close();
    }
  });

  it('check() is ok when the server accepts the connection and the credentials', async () => {
    const mailer = new SmtpMailer({ url: smtpUrl(), from: 'no-reply@studio.test' });
    const result = await mailer.check();
    await mailer.close();
    expect(result).toEqual({ ok: true, detail: `SMTP server 127.0.0.1:${port} accepted the connection` });
  });

  it('check() is not ok with wrong credentials, and the detail never shows the password', async () => {
    const mailer = new SmtpMailer({ url: smtpUrl('wrong-password'), from: 'no-reply@studio.test' });
    const result = await mailer.check();
    await mailer.close();
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/Invalid username or password/);
    expect(result.detail).not.toContain('wrong-password');
  });

  it('check() is not ok and send() rejects when nothing listens on the port', async () => {
    const closedPort = await findClosedPort();
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${closedPort}`, from: 'no-reply@studio.test' });
    try {
      const result = await mailer.check();
      expect(result.ok).toBe(false);
      expect(result.detail).toContain(`127.0.0.1:${closedPort}`);
      expect(result.detail).toMatch(/ECONNREFUSED/);
      await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await mailer.close();
    }
  });
});
