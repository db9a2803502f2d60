import { accountExportSchema, type AccountExport, type ExportedFile } from '@studio/contracts/privacy';
import type { AppContext } from '../../app-context';
import type { ExportPart, FileToExport } from '../../customer-lifecycle';
import { notFound } from '../../errors/app-error';
import type { BlobHead } from '../../infra/blob-store/blob-store';
import { runPool } from '../../lib/run-pool';
import { readCustomer } from '../auth/customer-cache';

export interface AccountExportContents {
  document: AccountExport;
  /** The files the document lists, in the same order, each still stored. */
  files: FileToExport[];
}

/**
 * Everything held about the customer (`GET /api/v1/auth/profile/export`), each part asked of the
 * module that holds it (customer-lifecycle-registry.ts). Files are only listed here; the ZIP streams them one at a time.
 */
export async function collectAccountExport(context: AppContext, customerId: string): Promise<AccountExportContents> {
  if (!(await readCustomer(context, customerId))) throw notFound('Account');
  const holders = context.customerLifecycle.all();
  const [parts, files] = await Promise.all([
    Promise.all(holders.map((holder) => holder.exportPart?.(context, customerId) ?? {})),
    Promise.all(holders.map((holder) => holder.exportFiles?.(context, customerId) ?? [])),
  ]);
  const stored = await storedFiles(context, files.flat());
  return {
    document: exportDocument(parts, { exported_at: context.clock.now().toISOString(), files: stored.map(({ listed }) => listed) }),
    files: stored.map(({ file }) => file),
  };
}

/** The parts in the contract's order; a part no module gives, or two modules give, is a wiring mistake. */
function exportDocument(parts: ExportPart[], frame: Pick<AccountExport, 'exported_at' | 'files'>): AccountExport {
  const given: Record<string, unknown> = { format_version: 1, ...frame };
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (name in given) throw new Error(`Two modules export "${name}" of the account export`);
      given[name] = value;
    }
  }
  const missing = Object.keys(accountExportSchema.shape).filter((name) => !(name in given));
  if (missing.length > 0) throw new Error(`No module exports ${missing.join(', ')} of the account export`);
  return Object.fromEntries(Object.keys(accountExportSchema.shape).map((name) => [name, given[name]])) as AccountExport;
}

/** How many files are looked up at once: an account can hold thousands, and S3 is asked once per file. */
const LOOKUPS_AT_ONCE = 16;

/** The files still in the store with their sizes; one removed meanwhile (a rejected upload's) is left out. */
async function storedFiles(context: AppContext, files: FileToExport[]): Promise<Array<{ file: FileToExport; listed: ExportedFile }>> {
  const heads = new Map<FileToExport, BlobHead | null>();
  await runPool(files, LOOKUPS_AT_ONCE, async (file) => {
    heads.set(file, await context.blobs.head(file.key));
  });
  return files.flatMap((file) => {
    const head = heads.get(file);
    return head ? [{ file, listed: { path: file.path, kind: file.kind, belongs_to: file.belongsTo, size: head.size } }] : [];
  });
}
