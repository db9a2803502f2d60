import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import type { Address } from 'postal-mime';
import { isOutboxFileName } from './outbox-file-name';

export type OutboxMessage = {
  /** Absolute path of the `.eml` file. */
  file: string;
  /** Recipient addresses, comma-separated. */
  to: string;
  subject: string;
  /** Plain-text body, transfer-decoded (quoted-printable / base64) and charset-decoded. */
  text: string;
  html?: string;
  date: Date;
};

/** Parses every message in the outbox, oldest first; an outbox that does not exist yet is empty. */
export async function listOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  const names = (await readOutboxNames(outboxDir)).filter(isOutboxFileName).sort();
  return Promise.all(names.map((name) => readOutboxMessage(join(outboxDir, name))));
}

export async function findLatestMessageTo(outboxDir: string, email: string): Promise<OutboxMessage | undefined> {
  const wanted = email.trim().toLowerCase();
  const messages = await listOutbox(outboxDir);
  return messages.findLast((message) => recipientsOf(message).includes(wanted));
}

async function readOutboxNames(outboxDir: string): Promise<string[]> {
  try {
    return await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readOutboxMessage(file: string): Promise<OutboxMessage> {
  const email = await PostalMime.parse(await readFile(file));
  return {
    file,
    to: (email.to ?? []).flatMap(mailboxAddresses).join(', '),
    subject: email.subject ?? '',
    text: email.text ?? '',
    ...(email.html === undefined ? {} : { html: email.html }),
    date: new Date(email.date ?? Number.NaN),
  };
}

function mailboxAddresses(address: Address): string[] {
  return address.group ? address.group.map((member) => member.address) : [address.address];
}

function recipientsOf(message: OutboxMessage): string[] {
  return message.to.split(',').map((address) => address.trim().toLowerCase());
}
