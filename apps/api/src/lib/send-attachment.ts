import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './file-name';

/** A stored file handed to its owner; `size` is null when it is made as it is sent. */
export interface Attachment {
  stream: Readable;
  size: number | null;
  fileName: string;
}

/** Sends a private file to download under its own name, never cached on the way. */
export function sendAttachment(reply: FastifyReply, file: Attachment, contentType: string): FastifyReply {
  if (file.size !== null) reply.header('content-length', String(file.size));
  return reply.header('content-type', contentType).header('content-disposition', attachmentDisposition(file.fileName)).header('cache-control', 'private, no-store').send(file.stream);
}
