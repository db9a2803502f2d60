import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ACCOUNT_EXPORT_DOCUMENT } from '@studio/contracts/privacy';
import type { AppContext } from '../../app-context';
import type { AccountExportContents } from './data-export';

/** yazl hands the ZIP's total size (or -1) to this callback; @types/yazl declares it without the argument. */
type EndWithSize = (options: undefined, calculatedTotalSizeCallback: (total: number) => void) => void;

/**
 * Streams the export as a ZIP (yazl, ADR 019): the JSON document, then each file, opened only when
 * the ZIP reaches it, so memory holds one file's chunks at a time whatever the account's size.
 * Entries are stored, not deflated (pictures and PDFs are compressed already), so the ZIP's size is
 * known before the first byte and the browser can show how far the download has got. A file that
 * cannot be read aborts the stream, so the customer never gets a silently partial ZIP.
 */
export function streamExportZip(context: AppContext, contents: AccountExportContents): { stream: Readable; size: number | null } {
  const zip = new ZipFile();
  const mtime = new Date(contents.document.exported_at);
  zip.addBuffer(Buffer.from(JSON.stringify(contents.document, null, 2)), ACCOUNT_EXPORT_DOCUMENT, { mtime, compress: false });
  contents.files.forEach((file, index) => {
    const size = contents.document.files[index]!.size;
    zip.addReadStreamLazy(file.path, { mtime, compress: false, size }, (done) => {
      context.blobs.get(file.key).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
  });
  let size: number | null = null;
  (zip.end.bind(zip) as EndWithSize)(undefined, (total) => {
    size = total >= 0 ? total : null;
  });
  const stream = zip.outputStream as Readable;
  zip.on('error', (error: Error) => {
    context.log.error({ err: error }, 'a data export stopped before its end');
    stream.destroy(error);
  });
  return { stream, size };
}
