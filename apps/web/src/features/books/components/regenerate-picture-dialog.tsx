import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { NotEnoughCredits } from '../../../components/feedback/not-enough-credits';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreditCheck } from '../api/check-credits';
import { useImageModels } from '../api/get-image-models';
import { useRegeneratePagePicture } from '../api/regenerate-page-picture';

/** Edit Mode: draw a page's picture again, after showing what it costs and asking. */
export function RegeneratePictureDialog({ storyId, pageNumber, label }: { storyId: string; pageNumber: number; label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const models = useImageModels();
  const model = models.data?.standard;
  const check = useCreditCheck(isOpen ? model : undefined, 1);
  const regenerate = useRegeneratePagePicture(storyId);
  const canAfford = check.data?.sufficient ?? false;

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) regenerate.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <RefreshCw aria-hidden="true" /> New picture
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Draw {label} again?</DialogTitle>
        <DialogDescription>The current picture is kept: you can switch back to it at any time.</DialogDescription>
        <div className="mt-5 flex flex-col gap-3">
          {check.isPending && <Spinner size="sm" label="Checking your credits…" />}
          {check.data && (
            <p className="rounded-2xl bg-cream px-4 py-3 text-ink" data-testid="regenerate-cost">
              This costs <strong>{check.data.required} {check.data.required === 1 ? 'credit' : 'credits'}</strong>. You have{' '}
              <strong>{check.data.available}</strong>.
            </p>
          )}
          {check.data && !canAfford && <NotEnoughCredits required={check.data.required} available={check.data.available} />}
          {regenerate.isError && <Alert>{getErrorMessage(regenerate.error)}</Alert>}
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setIsOpen(false)}>
            Cancel
          </Button>
          <Button
            disabled={!canAfford || regenerate.isPending}
            onClick={() => regenerate.mutate({ pageNumber, useHighQuality: false }, { onSuccess: () => setIsOpen(false) })}
          >
            {regenerate.isPending ? 'Drawing…' : 'Draw a new picture'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
