import { useEffect, useState, type ReactNode } from 'react';
import { useSubscriptionData } from '../hooks/use-subscription-data';
import { chooseGateDialog, type GateDialog } from '../utils/choose-gate-dialog';
import { hasSeenFreePlanDialog, markFreePlanDialogSeen } from '../utils/free-plan-flag';
import { FreePlanDialog } from './free-plan-dialog';
import { SelectPlanDialog } from './select-plan-dialog';

const UNDECIDED = 'undecided';

/**
 * Wraps the dashboard (spec §2, §4). The choice is made once, when subscription data first loads,
 * and kept: the free-plan flag is set as soon as that dialog shows, which must not close it again.
 */
export function SubscriptionStatusGate({ children }: { children: ReactNode }) {
  const { hasLoaded, status, subscription } = useSubscriptionData();
  const [openDialog, setOpenDialog] = useState<GateDialog | typeof UNDECIDED>(UNDECIDED);
  if (openDialog === UNDECIDED && hasLoaded) setOpenDialog(chooseGateDialog(status, subscription, hasSeenFreePlanDialog()));

  useEffect(() => {
    if (openDialog === 'free-plan') markFreePlanDialogSeen();
  }, [openDialog]);

  const closeWhenDismissed = (open: boolean) => {
    if (!open) setOpenDialog(null);
  };

  return (
    <>
      {children}
      <SelectPlanDialog open={openDialog === 'select-plan'} onOpenChange={closeWhenDismissed} />
      <FreePlanDialog open={openDialog === 'free-plan'} onOpenChange={closeWhenDismissed} />
    </>
  );
}
