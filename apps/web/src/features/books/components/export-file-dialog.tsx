import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Download, type LucideIcon } from 'lucide-react';
import type { PdfExportStatus } from '@studio/contracts/books';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';

/** What the dialog shows of an export of any kind. */
export interface ExportedFile {
  export_id: string;
  status: PdfExportStatus;
  file_name: string;
  error: string | null;
}

/** One kind of book file (PDF, e-book): its words, how it is started, followed and downloaded, and what it says when ready. */
export interface ExportFileFormat<Request, Exported extends ExportedFile> {
  icon: LucideIcon;
  triggerLabel: string;
  title: string;
  description: string;
  makeLabel: string;
  working(exported: Exported | undefined): string;
  failed: string;
  ready(exported: Exported): ReactNode;
  useStart(): UseMutationResult<Exported, Error, Request>;
  useExport(exportId: string | null): UseQueryResult<Exported>;
  useDownload(): UseMutationResult<void, Error, Pick<ExportedFile, 'export_id' | 'file_name'>>;
}

interface ExportFileDialogProps<Request, Exported extends ExportedFile> {
  format: ExportFileFormat<Request, Exported>;
  request: Request;
  disabled?: boolean;
  /** Choices made before the file (the paper); `changed` forgets a file made with the old ones. */
  choices?: (controls: { disabled: boolean; changed: () => void }) => ReactNode;
}

/** Exports the book as a file: make it, follow its progress, see what was made, download it. */
export function ExportFileDialog<Request, Exported extends ExportedFile>({ format, request, disabled, choices }: ExportFileDialogProps<Request, Exported>) {
  const [exportId, setExportId] = useState<string | null>(null);
  const start = format.useStart();
  const exported = format.useExport(exportId);
  const download = format.useDownload();
  const status = exported.data?.status;
  const made = status === 'ready' ? exported.data : undefined;
  const isWorking = start.isPending || (exportId !== null && status !== 'ready' && status !== 'failed');
  const Icon = format.icon;

  const reset = () => {
    setExportId(null);
    start.reset();
    download.reset();
  };

  return (
    <Dialog onOpenChange={(open) => !open && reset()}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Icon aria-hidden="true" /> {format.triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{format.title}</DialogTitle>
        <DialogDescription>{format.description}</DialogDescription>
        {choices?.({ disabled: isWorking, changed: () => setExportId(null) })}
        <div className="mt-5 flex flex-col gap-3">
          {isWorking && <Spinner label={format.working(exported.data)} />}
          {start.isError && <Alert>{getErrorMessage(start.error)}</Alert>}
          {exported.isError && <Alert>{getErrorMessage(exported.error)}</Alert>}
          {status === 'failed' && <Alert>{exported.data?.error ?? format.failed}</Alert>}
          {made && format.ready(made)}
          {download.isError && <Alert>{getErrorMessage(download.error)}</Alert>}
        </div>
        <DialogFooter>
          {made ? (
            // A long file name wraps inside the button rather than running out of the dialog. The button's own
            // `h-11` and `whitespace-nowrap` come first in the class list but not always in the stylesheet, so
            // the height is forced and the words wrap in a span of their own.
            <Button className="h-auto! min-h-11 max-w-full py-2 text-left" onClick={() => download.mutate(made)} disabled={download.isPending}>
              <Download aria-hidden="true" />
              <span className="min-w-0 whitespace-normal wrap-anywhere">Download {made.file_name}</span>
            </Button>
          ) : (
            <Button disabled={isWorking} onClick={() => start.mutate(request, { onSuccess: (created) => setExportId(created.export_id) })}>
              {format.makeLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
