import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';

interface CatalogueFormOptions<Input extends FieldValues, Values extends { name: string }> {
  /** "Plan", "Package": said in the toast. */
  noun: string;
  /** Whether the form edits something that exists (else it creates it). */
  editing: boolean;
  /** Creates, or saves what changed; false when nothing has changed. */
  save(values: Values): Promise<boolean>;
  /** The form's field a server field error belongs on. */
  fieldOf(serverField: string): Path<Input> | undefined;
  onDone(): void;
}

/** The submit of a catalogue item's create-or-edit form: a toast when saved, the server's field errors on their fields, its other errors above the form. */
export function useCatalogueFormSubmit<Input extends FieldValues, Values extends { name: string }>(form: UseFormReturn<Input, unknown, Values>, options: CatalogueFormOptions<Input, Values>) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (!(await options.save(values))) {
        setFormError('Nothing has changed.');
        return;
      }
      toast.success(`${options.noun} “${values.name}” ${options.editing ? 'saved' : 'created'}`);
      options.onDone();
    } catch (error) {
      for (const fieldError of getFieldErrors(error)) {
        const field = options.fieldOf(fieldError.field);
        if (field) form.setError(field, { type: 'server', message: fieldError.message });
      }
      setFormError(getErrorMessage(error));
    }
  });
  return { submit, formError };
}
