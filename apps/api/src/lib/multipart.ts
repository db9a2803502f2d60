import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
// The request's customerId (set by authentication) is declared there.
import type {} from '../modules/auth/authenticate';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../errors/app-error';
import { detectFileType, SNIFF_BYTES, type FileType } from '../infra/files/file-type';
import { assertUploadsLeft, takeUploadAllowance } from '../modules/rate-limits/upload-quota';
import { assertStorableText } from './storable-text';

/** A file part, streamed to a temporary file that lives until the form's `use` callback ends. */
export interface UploadedFile {
  field: string;
  filename: string;
  path: string;
  size: number;
  /** Judged from the first bytes, never from the name or declared type. */
  type: FileType;
}

export interface UploadForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** What one route accepts: each route declares its own size limit and file types. */
export interface UploadLimits {
  maxFileBytes: number;
  accept: readonly FileType[];
  /** Shown in the 415 detail, e.g. "a JPEG, PNG or WebP image". */
  acceptLabel: string;
  maxFiles?: number;
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;

export const tooLarge = (limitBytes: number) =>
  new AppError('file_too_large', 413, `The file is too large (the limit is ${Math.round(limitBytes / 1024 / 1024)} MB)`);
const unsupported = (limits: UploadLimits) => new AppError('unsupported_file_type', 415, `Upload ${limits.acceptLabel}`);

/**
 * Reads a signed-in customer's multipart form, streaming each file to a temporary file while counting its bytes and
 * judging its type from its first bytes, so no file is ever held in memory: a file over the limit or
 * of the wrong type is refused as soon as that is known. The files count against the customer's
 * daily upload allowance (refused before reading when it is used up). `use` works with the files; every temporary
 * file is deleted afterwards, whatever happened.
 */
export async function withUploadForm<T>(context: AppContext, request: FastifyRequest, limits: UploadLimits, use: (form: UploadForm) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw badRequest('Send the upload as multipart/form-data', 'multipart_required');
  await assertUploadsLeft(context, request.customerId);
  const tempRoot = uploadTempDir(context);
  await mkdir(tempRoot, { recursive: true });
  const dir = await mkdtemp(join(tempRoot, 'upload-'));
  try {
    const form = await readForm(request, limits, dir);
    await takeUploadAllowance(context, request.customerId, form.files);
    return await use(form);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Where uploads wait as temporary files while a request uses them. */
export const uploadTempDir = (context: AppContext) => join(context.config.dataDir, 'tmp', 'uploads');

/** The text fields of a form whose files, if any, are not wanted: they are drained, not kept. */
export async function readFormFieldsOnly(request: FastifyRequest, maxFileBytes: number): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  await consumeParts(request, { maxFileBytes, maxFiles: 20 }, async (part) => {
    if (part.type === 'file') await drain(part);
    else fields[part.fieldname] = fieldValue(part);
  });
  return fields;
}

async function readForm(request: FastifyRequest, limits: UploadLimits, dir: string): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, files: [] };
  await consumeParts(request, { maxFileBytes: limits.maxFileBytes, maxFiles: limits.maxFiles ?? 20 }, async (part) => {
    if (part.type === 'file') form.files.push(await saveFile(part, limits, join(dir, String(form.files.length))));
    else form.fields[part.fieldname] = fieldValue(part);
  });
  return form;
}

type Part = MultipartFile | { type: 'field'; fieldname: string; value: unknown };

function fieldValue(part: { fieldname: string; value: unknown }): string {
  const value = String(part.value ?? '');
  assertStorableText({ [part.fieldname]: value });
  return value;
}

async function consumeParts(request: FastifyRequest, limits: { maxFileBytes: number; maxFiles: number }, onPart: (part: Part) => Promise<void>): Promise<void> {
  try {
    const parts = request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES } });
    for await (const part of parts) await onPart(part as Part);
  } catch (error) {
    throw asUploadError(error, limits);
  }
}

async function saveFile(part: MultipartFile, limits: UploadLimits, path: string): Promise<UploadedFile> {
  assertStorableText({ [part.fieldname]: part.filename }, 'filename');
  const judge = new TypeJudge(limits);
  await pipeline(part.file, judge, createWriteStream(path));
  if (part.file.truncated) throw tooLarge(limits.maxFileBytes);
  return { field: part.fieldname, filename: part.filename, path, size: judge.size, type: judge.type! };
}

/** Passes bytes through, counting them, and refuses the stream once its first bytes show a type the route does not take. */
class TypeJudge extends Transform {
  size = 0;
  type: FileType | null = null;
  private head = Buffer.alloc(0);

  constructor(private readonly limits: UploadLimits) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (!this.type && this.head.length < SNIFF_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
      if (this.head.length >= SNIFF_BYTES) {
        const refusal = this.judge();
        if (refusal) return callback(refusal);
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.type ? null : this.judge());
  }

  private judge(): AppError | null {
    this.type = detectFileType(this.head);
    return this.type && this.limits.accept.includes(this.type) ? null : unsupported(this.limits);
  }
}

/** `finished` also settles for a part already ended or destroyed (a form cut off mid-part), where waiting for 'end' would hang. */
async function drain(part: MultipartFile): Promise<void> {
  await finished(part.file.resume());
}

/** busboy's errors for a body that does not match its multipart header: no boundary, another boundary, cut off. */
const MALFORMED_MULTIPART = /^Multipart: Boundary not found$|^Unexpected end of multipart data$|terminated early due to unexpected end of multipart data$/;

function asUploadError(error: unknown, limits: { maxFileBytes: number; maxFiles: number }): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limits.maxFileBytes);
  if (code === 'FST_FILES_LIMIT') return new AppError('too_many_files', 413, `Send at most ${limits.maxFiles} files at once`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('too_many_fields', 413, 'The form has too many fields');
  if (MALFORMED_MULTIPART.test((error as Error).message ?? '') || code === 'FST_MP_PREMATURE_CLOSE') {
    return badRequest('The upload is not a valid multipart form: it has no boundary, another boundary than its header says, or it was cut off', 'invalid_multipart');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') return badRequest('The upload is not a valid multipart form', 'invalid_multipart');
  return error;
}
