import type { EpubExport } from '@studio/contracts/books';
import { BookOpen } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { useDownloadEpub, useEpubExport, useStartEpubExport } from '../api/epub-export';
import { ExportFileDialog, type ExportFileFormat } from './export-file-dialog';

const epub: ExportFileFormat<string, EpubExport> = {
  icon: BookOpen,
  triggerLabel: 'Export e-book',
  title: 'Export an e-book (EPUB)',
  description:
    'An EPUB 3 file for tablets and e-readers (Apple Books, Google Play Books, Kobo): every page as in the viewer, with real words that the reader app can read aloud.',
  makeLabel: 'Make the e-book',
  working: (exported) => `Making your e-book… ${exported?.progress ?? 0}%`,
  failed: 'The e-book could not be made.',
  ready: (exported) => exported.size_bytes != null && <Alert tone="success">Your e-book is ready ({(exported.size_bytes / 1024 / 1024).toFixed(1)} MB).</Alert>,
  useStart: useStartEpubExport,
  useExport: useEpubExport,
  useDownload: useDownloadEpub,
};

/** Exports the book as an EPUB 3 e-book: make it, follow its progress, download. */
export function ExportEpubDialog({ storyId, disabled }: { storyId: string; disabled?: boolean }) {
  return <ExportFileDialog format={epub} request={storyId} disabled={disabled} />;
}
