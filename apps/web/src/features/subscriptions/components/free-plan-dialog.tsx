import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { PlanDialogList } from './plan-dialog-list';

export const FREE_PLAN_FEATURES = ['Create storybooks', 'AI story generation', 'Monthly credits'] as const;

interface FreePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2: 'Free Plan Activated!' with the included features and two ways forward. */
export function FreePlanDialog({ open, onOpenChange }: FreePlanDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-sun-100 text-coral-600">
          <PartyPopper className="size-7" aria-hidden="true" />
        </span>
        <DialogTitle>Free Plan Activated!</DialogTitle>
        <DialogDescription>Your free plan is ready. Here is what is included:</DialogDescription>
        <PlanDialogList items={FREE_PLAN_FEATURES} />
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link to="/pricing" onClick={close}>
              View Premium Plans
            </Link>
          </Button>
          <Button asChild>
            <Link to="/dashboard" onClick={close}>
              Start Creating Stories
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
