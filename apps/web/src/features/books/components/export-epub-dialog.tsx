import { useState } from 'react';
import { BookOpen, Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useDownloadEpub, useEpubExport, useStartEpubExport } from '../api/epub-export';

/** Exports the book as an EPUB 3 e-book: make it, follow its progress, download. */
export function ExportEpubDialog({ storyId, disabled }: { storyId: string; disabled?: boolean }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useStartEpubExport();
  const exported = useEpubExport(exportId);
  const download = useDownloadEpub();
  const status = exported.data?.status;
  const isWorking = start.isPending || (exportId !== null && status !== 'ready' && status !== 'failed');

  const reset = () => {
    setExportId(null);
    start.reset();
    download.reset();
  };

  return (
    <Dialog onOpenChange={(open) => !open && reset()}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <BookOpen aria-hidden="true" /> Export e-book
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Export an e-book (EPUB)</DialogTitle>
        <DialogDescription>
          An EPUB 3 file for tablets and e-readers (Apple Books, Google Play Books, Kobo): every page as in the viewer, with real words that the reader app can read aloud.
        </DialogDescription>
        <div className="mt-5 flex flex-col gap-3">
          {isWorking && <Spinner label={`Making your e-book… ${exported.data?.progress ?? 0}%`} />}
          {start.isError && <Alert>{getErrorMessage(start.error)}</Alert>}
          {exported.isError && <Alert>{getErrorMessage(exported.error)}</Alert>}
          {status === 'failed' && <Alert>{exported.data?.error ?? 'The e-book could not be made.'}</Alert>}
          {status === 'ready' && exported.data?.size_bytes != null && (
            <Alert tone="success">Your e-book is ready ({(exported.data.size_bytes / 1024 / 1024).toFixed(1)} MB).</Alert>
          )}
          {download.isError && <Alert>{getErrorMessage(download.error)}</Alert>}
        </div>
        <DialogFooter>
          {status === 'ready' && exported.data ? (
            // A long title wraps on a phone rather than running out of the dialog.
            <Button className="h-auto max-w-full py-2 whitespace-normal" onClick={() => download.mutate(exported.data)} disabled={download.isPending}>
              <Download aria-hidden="true" /> Download {exported.data.file_name}
            </Button>
          ) : (
            <Button disabled={isWorking} onClick={() => start.mutate(storyId, { onSuccess: (created) => setExportId(created.export_id) })}>
              Make the e-book
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
