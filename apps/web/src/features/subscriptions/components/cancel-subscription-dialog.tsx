import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planName: string;
  periodEnd: string;
  isCancelling: boolean;
  onConfirm: () => void;
}

/** Asks before cancelling: the plan stays until the period end and does not renew. */
export function CancelSubscriptionDialog({ open, onOpenChange, planName, periodEnd, isCancelling, onConfirm }: CancelSubscriptionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Cancel your {planName} plan?</DialogTitle>
        <DialogDescription>
          You keep it, and its credits, until {periodEnd}. After that it will not renew. Credits you bought stay yours.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Keep my plan</Button>
          </DialogClose>
          <Button variant="danger" disabled={isCancelling} onClick={onConfirm}>
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
