import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newOutboxFileName } from './outbox-file-name';
import { OutboxMailer } from './outbox-mailer';
import { findLatestMessageTo, listOutbox } from './read-outbox';

describe('read-outbox', () => {
  let outboxDir: string;
  let mailer: OutboxMailer;

  beforeEach(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'read-outbox-'));
    mailer = new OutboxMailer({ outboxDir, from: 'no-reply@studio.test' });
  });

  afterEach(async () => {
    await mailer.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('treats an outbox that does not exist yet as empty', async () => {
    await expect(listOutbox(join(outboxDir, 'missing'))).resolves.toEqual([]);
    await expect(findLatestMessageTo(join(outboxDir, 'missing'), 'a@example.com')).resolves.toBeUndefined();
  });

  it('decodes quoted-printable bodies with long lines and non-ASCII text exactly', async () => {
    const link = `https://studio.test/reset-password?token=${'a1b2c3d4'.repeat(12)}`;
    const text = `Grüße aus dem Märchenwald 🧚 — hier ist dein Link:\n${link}\nCode: 123456 ${'lang '.repeat(30)}`;
    await mailer.send({ to: 'eltern@example.com', subject: 'Schöne Grüße 📚', text });

    const [message] = await listOutbox(outboxDir);
    const raw = await readFile(message!.file, 'utf8');
    expect(raw).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m);
    expect(raw).toContain('=\n'); // soft line break: the long lines really were wrapped
    expect(message!.subject).toBe('Schöne Grüße 📚');
    expect(message!.text.replace(/\n$/, '')).toBe(text);
  });

  it('decodes base64 bodies', async () => {
    const text = 'Dein Code lautet 654321. Viel Spaß beim Lesen!';
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const rendered = await transport.sendMail({
      from: 'no-reply@studio.test',
      to: 'base64@example.com',
      subject: 'Base64',
      text,
      textEncoding: 'base64',
    });
    const raw = rendered.message as Buffer;
    expect(raw.toString()).toMatch(/^Content-Transfer-Encoding: base64$/m);
    await writeFile(join(outboxDir, newOutboxFileName()), raw);

    const message = await findLatestMessageTo(outboxDir, 'base64@example.com');
    expect(message!.text.trim()).toBe(text);
  });

  it('lists oldest first and finds the latest message to an address, ignoring case', async () => {
    await mailer.send({ to: 'Parent@Example.com', subject: 'first', text: 'code 111111' });
    await mailer.send({ to: 'other@example.com', subject: 'second', text: 'code 222222' });
    await mailer.send({ to: 'parent@example.com', subject: 'third', text: 'code 333333' });

    const messages = await listOutbox(outboxDir);
    expect(messages.map((message) => message.subject)).toEqual(['first', 'second', 'third']);
    expect(messages[0]!.file.startsWith(outboxDir)).toBe(true);

    const latest = await findLatestMessageTo(outboxDir, ' PARENT@example.com ');
    expect(latest!.subject).toBe('third');
    expect(latest!.text).toContain('333333');
    await expect(findLatestMessageTo(outboxDir, 'nobody@example.com')).resolves.toBeUndefined();
  });

  it('skips temporary and non-.eml files', async () => {
    await mailer.send({ to: 'parent@example.com', subject: 'real', text: 'code 444444' });
    await writeFile(join(outboxDir, '.half-written.eml.1234.tmp'), 'To: parent@example.com\n');
    await writeFile(join(outboxDir, 'notes.txt'), 'not mail');
    await mkdir(join(outboxDir, '.hidden.eml'));

    const messages = await listOutbox(outboxDir);
    expect(messages.map((message) => message.subject)).toEqual(['real']);
  });
});
