import { useState } from 'react';
import { Download, FileDown } from 'lucide-react';
import { PAPER_SIZE_LABELS, PAPER_SIZE_OPTIONS, type PaperSizeOption } from '@studio/contracts/books';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useDownloadPdf } from '../api/download-pdf';
import { usePdfExport } from '../api/get-pdf-export';
import { useStartPdfExport } from '../api/start-pdf-export';
import { PreflightSummary } from './preflight-summary';

/** Exports the book as a print-ready PDF: choose the paper, wait for the file, read the print check, download. */
export function ExportPdfDialog({ storyId, disabled }: { storyId: string; disabled?: boolean }) {
  const [paperSize, setPaperSize] = useState<PaperSizeOption>('a4');
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useStartPdfExport();
  const exported = usePdfExport(exportId);
  const download = useDownloadPdf();
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
          <FileDown aria-hidden="true" /> Export PDF
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Export a print-ready PDF</DialogTitle>
        <DialogDescription>With 0.125 in (3.2 mm) bleed, embedded fonts and crisp pictures, ready for any print shop.</DialogDescription>
        <fieldset className="mt-5" disabled={isWorking}>
          <legend className="text-sm font-semibold text-ink">Paper size</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PAPER_SIZE_OPTIONS.map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-coral-500 has-[:checked]:bg-coral-50">
                <input
                  type="radio"
                  name="paper-size"
                  value={option}
                  checked={paperSize === option}
                  onChange={() => {
                    setPaperSize(option);
                    setExportId(null);
                  }}
                />
                {PAPER_SIZE_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-col gap-3">
          {isWorking && <Spinner label="Making your PDF…" />}
          {start.isError && <Alert>{getErrorMessage(start.error)}</Alert>}
          {exported.isError && <Alert>{getErrorMessage(exported.error)}</Alert>}
          {status === 'failed' && <Alert>{exported.data?.error ?? 'The PDF could not be made.'}</Alert>}
          {status === 'ready' && exported.data?.preflight && <PreflightSummary preflight={exported.data.preflight} sizeBytes={exported.data.size_bytes} />}
          {download.isError && <Alert>{getErrorMessage(download.error)}</Alert>}
        </div>
        <DialogFooter>
          {status === 'ready' && exported.data ? (
            <Button onClick={() => download.mutate(exported.data)} disabled={download.isPending}>
              <Download aria-hidden="true" /> Download {exported.data.file_name}
            </Button>
          ) : (
            <Button disabled={isWorking} onClick={() => start.mutate({ storyId, paperSize }, { onSuccess: (created) => setExportId(created.export_id) })}>
              Make the PDF
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
