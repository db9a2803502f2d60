import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../errors/app-error';

export interface ParsedMultipart {
  fields: Record<string, string>;
  files: Array<{ field: string; filename: string; data: Buffer }>;
}

const tooLarge = (limitBytes: number) =>
  new AppError('file_too_large', 413, `The file is too large (the limit is ${Math.round(limitBytes / 1024 / 1024)} MB)`);

/**
 * Reads a whole multipart form into memory, enforcing the size limit while streaming: an oversized
 * file is refused before it is ever complete, and nothing is stored.
 */
export async function readMultipart(request: FastifyRequest, limitBytes: number): Promise<ParsedMultipart> {
  const fields: Record<string, string> = {};
  const files: ParsedMultipart['files'] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: limitBytes } })) {
      if (part.type === 'file') {
        files.push({ field: part.fieldname, filename: part.filename, data: await readFile(part, limitBytes) });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limitBytes);
    throw error;
  }
  return { fields, files };
}

async function readFile(part: MultipartFile, limitBytes: number): Promise<Buffer> {
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > limitBytes) throw tooLarge(limitBytes);
  return data;
}
