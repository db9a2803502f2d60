import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { reasonSchema } from '@studio/contracts/audit';
import { Alert } from '../../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../../components/ui/dialog';
import { applyServerErrors } from '../../../../lib/form-errors';
import { ReasonField } from './reason-field';

const reasonFormSchema = z.object({ reason: reasonSchema });
type ReasonForm = z.input<typeof reasonFormSchema>;

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** Does the change; a rejection shows its message in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Asks "are you sure, and why?" before a change; the reason is required and goes to the audit log. */
export function ReasonDialog({ open, onOpenChange, title, description, ...formProps }: ReasonDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (isBusy ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div>{description}</div>
        </DialogDescription>
        {/* Mounted with the dialog's content, so every opening starts with an empty reason. */}
        <ReasonDialogForm {...formProps} onBusyChange={setIsBusy} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface ReasonDialogFormProps extends Pick<ReasonDialogProps, 'confirmLabel' | 'pendingLabel' | 'tone' | 'onConfirm'> {
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

function ReasonDialogForm({ confirmLabel, pendingLabel = 'Saving…', tone = 'primary', onConfirm, onBusyChange, onDone }: ReasonDialogFormProps) {
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonFormSchema), defaultValues: { reason: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async ({ reason }) => {
    setServerError(null);
    onBusyChange(true);
    try {
      await onConfirm(reason);
      onBusyChange(false);
      onDone();
    } catch (error) {
      onBusyChange(false);
      setServerError(applyServerErrors(error, form.setError, ['reason']));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      {serverError && <Alert>{serverError}</Alert>}
      <ReasonField registration={form.register('reason')} error={errors.reason?.message} />
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant={tone} disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
