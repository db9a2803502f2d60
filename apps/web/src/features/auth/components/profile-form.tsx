import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Customer } from '@studio/contracts/auth';
import { ImageUp } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useUpdateProfile } from '../api/update-profile';
import { useFormServerError } from '../hooks/use-form-server-error';
import { todayIsoDate } from '../utils/today-iso-date';

const FIELDS = ['full_name', 'date_of_birth'] as const;
const emptyToUndefined = (value: string) => value || undefined;

export function ProfileForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const previewUrl = usePreviewUrl(picture);
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { full_name: customer.full_name, date_of_birth: customer.date_of_birth ?? undefined },
  });
  const { serverError, showServerError, clearServerError } = useFormServerError(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      await update.mutateAsync({ ...values, profile_picture: picture });
      toast.success('Profile saved');
      onDone();
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {serverError && <Alert>{serverError}</Alert>}
      <div className="flex items-center gap-4 rounded-2xl border border-dashed border-line p-4">
        <Avatar name={customer.full_name || customer.email} src={previewUrl ?? customer.profile_picture} size="md" />
        <label className="flex cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold focus-within:ring-2 focus-within:ring-coral-500 hover:bg-coral-50">
          <ImageUp className="size-4" aria-hidden="true" />
          {picture ? 'Choose another picture' : 'Upload a new picture'}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => setPicture(event.target.files?.[0] ?? null)}
          />
        </label>
        {picture && <span className="truncate text-sm text-ink-soft">{picture.name}</span>}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full name" error={errors.full_name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('full_name')} />}
        </FormField>
        <FormField label="Date of birth" error={errors.date_of_birth?.message}>
          {(control) => (
            <Input {...control} type="date" max={todayIsoDate()} {...form.register('date_of_birth', { setValueAs: emptyToUndefined })} />
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

/** An object URL for the chosen file, revoked when the file changes or the form closes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
