import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { ReasonField } from '../shared/reason-field';

/** The end of every settings form: why, and Save (enabled once something changed). */
export function SaveRow({ reason, reasonError, isDirty, isSubmitting, label = 'Save' }: { reason: UseFormRegisterReturn; reasonError?: string; isDirty: boolean; isSubmitting: boolean; label?: string }) {
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <ReasonField registration={reason} error={reasonError} label="Reason for the change" />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!isDirty && <span className="text-sm text-ink-soft">No unsaved changes</span>}
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : label}
        </Button>
      </div>
    </div>
  );
}
