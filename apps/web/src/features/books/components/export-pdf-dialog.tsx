import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { PAPER_SIZE_LABELS, PAPER_SIZE_OPTIONS, type PaperSizeOption, type PdfExport } from '@studio/contracts/books';
import { useDownloadPdf } from '../api/download-pdf';
import { usePdfExport } from '../api/get-pdf-export';
import { useStartPdfExport, type PdfExportStart } from '../api/start-pdf-export';
import { ExportFileDialog, type ExportFileFormat } from './export-file-dialog';
import { PreflightSummary } from './preflight-summary';

const pdf: ExportFileFormat<PdfExportStart, PdfExport> = {
  icon: FileDown,
  triggerLabel: 'Export PDF',
  title: 'Export a print-ready PDF',
  description: 'With 0.125 in (3.2 mm) bleed, embedded fonts and crisp pictures, ready for any print shop.',
  makeLabel: 'Make the PDF',
  working: () => 'Making your PDF…',
  failed: 'The PDF could not be made.',
  ready: (exported) => exported.preflight && <PreflightSummary preflight={exported.preflight} sizeBytes={exported.size_bytes} />,
  useStart: useStartPdfExport,
  useExport: usePdfExport,
  useDownload: useDownloadPdf,
};

/** Exports the book as a print-ready PDF: choose the paper, wait for the file, read the print check, download. */
export function ExportPdfDialog({ storyId, disabled }: { storyId: string; disabled?: boolean }) {
  const [paperSize, setPaperSize] = useState<PaperSizeOption>('a4');
  return (
    <ExportFileDialog
      format={pdf}
      request={{ storyId, paperSize }}
      disabled={disabled}
      choices={({ disabled: working, changed }) => (
        <fieldset className="mt-5" disabled={working}>
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
                    changed();
                  }}
                />
                {PAPER_SIZE_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
