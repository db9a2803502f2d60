import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestSchema } from '@studio/contracts/auth';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextLink } from '../../../components/ui/text-link';
import { useResetPassword } from '../api/reset-password';
import { useFormServerError } from '../hooks/use-form-server-error';
import { AuthShell } from './auth-shell';
import { PasswordStrengthHint } from './password-strength-hint';
import { PASSWORD_UPDATED_MESSAGE } from './recovery-code-form';

const FIELDS = ['new_password'] as const;

/** Opened from the e-mailed link: /reset-password?token=… */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthShell
      title="Choose a new password"
      description="Pick something memorable for you and hard to guess for others."
      footer={
        <>
          Link expired? <TextLink to="/forgot-password">Request a new code</TextLink>
        </>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert>This reset link is incomplete. Please open the link from your e-mail again, or request a new code.</Alert>
      )}
    </AuthShell>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordRequestSchema), defaultValues: { token, new_password: '' } });
  const { serverError, showServerError, clearServerError } = useFormServerError(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'new_password' });

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      await reset.mutateAsync(values);
      toast.success(PASSWORD_UPDATED_MESSAGE);
      navigate('/signin', { replace: true });
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {serverError && <Alert>{serverError}</Alert>}
      <FormField label="New password" error={errors.new_password?.message} hint={<PasswordStrengthHint password={newPassword} />}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" autoFocus {...form.register('new_password')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
