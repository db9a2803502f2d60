import { resetPasswordRequestSchema } from '@studio/contracts/auth';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { useResetPassword } from '../api/reset-password';
import { useNewPasswordForm } from '../hooks/use-new-password-form';
import { AuthShell } from './auth-shell';
import { NewPasswordField, SetPasswordButton } from './new-password-field';

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
  const reset = useResetPassword();
  const { form, serverError, newPassword, onSubmit } = useNewPasswordForm({
    schema: resetPasswordRequestSchema,
    defaultValues: { token, new_password: '' },
    fields: FIELDS,
    save: reset.mutateAsync,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {serverError && <Alert>{serverError}</Alert>}
      <NewPasswordField registration={form.register('new_password')} password={newPassword} error={errors.new_password?.message} autoFocus />
      <SetPasswordButton isSubmitting={isSubmitting} />
    </form>
  );
}
