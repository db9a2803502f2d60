import { Download, LoaderCircle } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { useExportMyData } from '../api/export-my-data';

/** "Download my data": a ZIP of everything held about the customer, with how far it has got. */
export function DownloadMyData() {
  const exporting = useExportMyData();
  const status = exporting.progress === null ? 'Preparing your data…' : `Downloading your data… ${Math.round(exporting.progress * 100)}%`;
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="outline" onClick={() => exporting.mutate()} disabled={exporting.isPending} aria-busy={exporting.isPending}>
        {exporting.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Download my data
      </Button>
      {exporting.isPending && (
        <p role="status" className="text-sm text-ink-soft">
          {status}
        </p>
      )}
      {exporting.isError && <Alert>{getErrorMessage(exporting.error)}</Alert>}
    </div>
  );
}
