import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextArea } from '../../../../components/ui/field-controls';
import { FormField } from '../../../../components/ui/form-field';

/** Why the change is made: required on every back-office write, and kept in the audit log (internal: customers never see it). */
export function ReasonField({ registration, error, label = 'Reason' }: { registration: UseFormRegisterReturn; error?: string; label?: string }) {
  return (
    <FormField label={label} error={error} hint="Required. Internal: kept in the audit log with your name; the customer never sees it.">
      {(control) => <TextArea {...control} {...registration} rows={2} className="min-h-16" maxLength={500} />}
    </FormField>
  );
}
