import { toast } from 'sonner';
import { ReasonDialog } from '../shared/reason-dialog';

export interface RetireTarget {
  kind: 'plan' | 'package';
  name: string;
  isActive: boolean;
  /** Current subscriptions (plans only). */
  subscribers?: number;
  save: (isActive: boolean, reason: string) => Promise<unknown>;
}

function consequence(target: RetireTarget): string {
  if (target.isActive && target.kind === 'plan') {
    const current = target.subscribers ?? 0;
    const carryOn =
      current === 0 ? 'It has no current subscriptions.' : `Its ${current} current subscription${current === 1 ? '' : 's'} carry on to the end of their period, then end; billing stops.`;
    return `“${target.name}” leaves the pricing page and takes no new subscriptions. ${carryOn}`;
  }
  if (target.isActive) return `“${target.name}” is no longer offered for sale. Credits already bought are kept.`;
  return target.kind === 'plan' ? `“${target.name}” is offered on the pricing page again.` : `“${target.name}” is offered for sale again.`;
}

/** Retiring (or bringing back) a plan or a credit package, after saying what happens and asking why. */
export function RetireDialog({ target, onClose }: { target: RetireTarget | null; onClose: () => void }) {
  const retiring = target?.isActive ?? true;
  const noun = target?.kind === 'package' ? 'package' : 'plan';
  return (
    <ReasonDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={retiring ? `Retire this ${noun}?` : `Reactivate this ${noun}?`}
      description={target ? consequence(target) : ''}
      confirmLabel={retiring ? `Retire ${noun}` : `Reactivate ${noun}`}
      tone={retiring ? 'danger' : 'primary'}
      onConfirm={async (reason) => {
        if (!target) return;
        await target.save(!target.isActive, reason);
        toast.success(`${target.kind === 'plan' ? 'Plan' : 'Package'} “${target.name}” ${target.isActive ? 'retired' : 'reactivated'}`);
      }}
    />
  );
}
