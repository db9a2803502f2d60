import { zodResolver } from '@hookform/resolvers/zod';
import { passwordRecoveryInitiateSchema } from '@studio/contracts/auth';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useInitiatePasswordRecovery } from '../api/initiate-password-recovery';
import { useFormServerError } from '../hooks/use-form-server-error';

const FIELDS = ['email'] as const;

export function RecoveryEmailForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const initiate = useInitiatePasswordRecovery();
  const form = useForm({ resolver: zodResolver(passwordRecoveryInitiateSchema), defaultValues: { email: '' } });
  const { serverError, showServerError, clearServerError } = useFormServerError(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      const { message } = await initiate.mutateAsync(values);
      toast.success(message);
      onCodeSent(values.email);
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {serverError && <Alert>{serverError}</Alert>}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" autoFocus {...form.register('email')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send reset code'}
      </Button>
    </form>
  );
}
