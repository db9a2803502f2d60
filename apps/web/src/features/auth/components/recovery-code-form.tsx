import { zodResolver } from '@hookform/resolvers/zod';
import { passwordRecoveryResetSchema, RESEND_COOLDOWN_SECONDS } from '@studio/contracts/auth';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorMessage } from '../../../lib/api-error';
import { useInitiatePasswordRecovery } from '../api/initiate-password-recovery';
import { useResetPasswordWithCode } from '../api/reset-password-with-code';
import { useCountdown } from '../hooks/use-countdown';
import { useFormServerError } from '../hooks/use-form-server-error';
import { cooldownSecondsFromError } from '../utils/cooldown-from-error';
import { OtpInput } from './otp-input';
import { PasswordStrengthHint } from './password-strength-hint';
import { ResendCodeButton } from './resend-code-button';

const FIELDS = ['otp', 'new_password'] as const;
export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated. Please sign in.';

export function RecoveryCodeForm({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const reset = useResetPasswordWithCode();
  const resend = useInitiatePasswordRecovery();
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const form = useForm({
    resolver: zodResolver(passwordRecoveryResetSchema),
    defaultValues: { email, otp: '', new_password: '' },
  });
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

  const onResend = async () => {
    try {
      const { message } = await resend.mutateAsync({ email });
      toast.success(message);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      cooldown.start(cooldownSecondsFromError(error) ?? 0);
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {serverError && <Alert>{serverError}</Alert>}
        <FormField label="Reset code" error={errors.otp?.message}>
          {(control) => <OtpInput {...control} autoFocus {...form.register('otp')} />}
        </FormField>
        <FormField label="New password" error={errors.new_password?.message} hint={<PasswordStrengthHint password={newPassword} />}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('new_password')} />}
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <ResendCodeButton secondsLeft={cooldown.secondsLeft} isSending={resend.isPending} onResend={onResend} />
        <Button variant="ghost" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
      </div>
    </div>
  );
}
