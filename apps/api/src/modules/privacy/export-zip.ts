import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ACCOUNT_EXPORT_DOCUMENT } from '@studio/contracts/privacy';
import type { AppContext } from '../../context';
import type { AccountExportContents } from './data-export';

/** Already-compressed formats are stored as they are: deflating them again costs time and saves nothing. */
const COMPRESSED = /\.(webp|png|jpe?g|pdf)$/i;

/**
 * Streams the export as a ZIP (yazl, ADR 019): the JSON document, then each file, opened only when
 * the ZIP reaches it, so memory holds one file's chunks at a time whatever the account's size. A
 * file that cannot be read aborts the stream, so the customer never gets a silently partial ZIP.
 */
export function streamExportZip(context: AppContext, contents: AccountExportContents): Readable {
  const zip = new ZipFile();
  const mtime = new Date(contents.document.exported_at);
  zip.addBuffer(Buffer.from(JSON.stringify(contents.document, null, 2)), ACCOUNT_EXPORT_DOCUMENT, { mtime });
  for (const file of contents.files) {
    zip.addReadStreamLazy(file.path, { mtime, compress: !COMPRESSED.test(file.path) }, (done) => {
      context.blobs.get(file.key).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => {
    context.log.error({ err: error }, 'a data export stopped before its end');
    output.destroy(error);
  });
  return output;
}
