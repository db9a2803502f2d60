import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox-mailer';
import { listOutbox } from './read-outbox';

const FROM = 'Storybook Studio <no-reply@studio.test>';

describe('OutboxMailer', () => {
  let workDir: string;
  let outboxDir: string;
  let mailer: OutboxMailer;

  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'outbox-mailer-'));
    outboxDir = join(workDir, 'data', 'outbox');
    mailer = new OutboxMailer({ outboxDir, from: FROM });
  });

  afterEach(async () => {
    await mailer.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('writes one RFC 822 .eml file per message, creating the outbox on first use', async () => {
    const { id } = await mailer.send({
      to: 'parent@example.com',
      subject: 'Your verification code',
      text: 'Your code is 482913. It expires in 10 minutes.',
    });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-\d{6}-[0-9a-f]{8}\.eml$/);

    const raw = await readFile(join(outboxDir, files[0]!), 'utf8');
    const headers = raw.slice(0, raw.indexOf('\n\n'));
    expect(headers).toMatch(/^To: parent@example\.com$/m);
    expect(headers).toMatch(/^From: Storybook Studio <no-reply@studio\.test>$/m);
    expect(headers).toMatch(/^Subject: Your verification code$/m);
    expect(headers).toMatch(/^Date: .+$/m);
    expect(headers).toMatch(/^MIME-Version: 1\.0$/m);
    expect(headers).toContain(`Message-ID: ${id}`);
    expect(raw).not.toContain('\r\n');

    const [message] = await listOutbox(outboxDir);
    expect(message).toMatchObject({ to: 'parent@example.com', subject: 'Your verification code' });
    expect(message!.text).toMatch(/\b\d{6}\b/);
    expect(message!.text.trim()).toBe('Your code is 482913. It expires in 10 minutes.');
    expect(Math.abs(message!.date.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('adds the HTML body as a multipart/alternative part next to the text', async () => {
    await mailer.send({
      to: 'parent@example.com',
      subject: 'Reset your password',
      text: 'Open https://studio.test/reset-password?token=abc',
      html: '<p><a href="https://studio.test/reset-password?token=abc">Reset your password</a></p>',
    });

    const [file] = await readdir(outboxDir);
    expect(await readFile(join(outboxDir, file!), 'utf8')).toMatch(/^Content-Type: multipart\/alternative;/m);
    const [message] = await listOutbox(outboxDir);
    expect(message!.text.trim()).toBe('Open https://studio.test/reset-password?token=abc');
    expect(message!.html).toContain('href="https://studio.test/reset-password?token=abc"');
  });

  it('gives concurrent sends distinct, complete files and leaves no temporary files', async () => {
    const recipients = Array.from({ length: 25 }, (_, index) => `parent${index}@example.com`);

    const results = await Promise.all(
      recipients.map((to, index) => mailer.send({ to, subject: `Code ${index}`, text: `Your code is ${100000 + index}` })),
    );

    expect(new Set(results.map((result) => result.id)).size).toBe(recipients.length);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(recipients.length);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const messages = await listOutbox(outboxDir);
    expect(messages.map((message) => message.to).sort()).toEqual([...recipients].sort());
    for (const message of messages) {
      const index = Number(message.subject.replace('Code ', ''));
      expect(message.text.trim()).toBe(`Your code is ${100000 + index}`);
    }
  });

  it('check() reports a writable outbox and leaves no probe behind', async () => {
    await expect(mailer.check()).resolves.toMatchObject({ ok: true });
    expect(await readdir(outboxDir)).toEqual([]);
  });

  it('check() and send() fail when the outbox cannot be created', async () => {
    const blockingFile = join(workDir, 'not-a-directory');
    await writeFile(blockingFile, 'occupied');
    const blocked = new OutboxMailer({ outboxDir: join(blockingFile, 'outbox'), from: FROM });

    const result = await blocked.check();
    expect(result.ok).toBe(false);
    expect(result.detail).toContain('not writable');
    await expect(blocked.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
