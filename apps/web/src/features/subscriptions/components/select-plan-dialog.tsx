import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { PlanDialogList } from './plan-dialog-list';

export const PLAN_NAMES = ['Free', 'Pro', 'Premium'] as const;

interface SelectPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2: 'Select a Plan First', shown when the server says a plan must be chosen. */
export function SelectPlanDialog({ open, onOpenChange }: SelectPlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-plum-100 text-plum-600">
          <Sparkles className="size-7" aria-hidden="true" />
        </span>
        <DialogTitle>Select a Plan First</DialogTitle>
        <DialogDescription>Choose the plan that suits your family or classroom to start creating.</DialogDescription>
        <PlanDialogList items={PLAN_NAMES} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Maybe Later</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/pricing" onClick={() => onOpenChange(false)}>
              View Plans
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
