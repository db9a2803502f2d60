import { passwordRecoveryResetSchema, RESEND_COOLDOWN_SECONDS } from '@studio/contracts/auth';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useInitiatePasswordRecovery } from '../api/initiate-password-recovery';
import { useResetPasswordWithCode } from '../api/reset-password-with-code';
import { useCountdown } from '../hooks/use-countdown';
import { useNewPasswordForm } from '../hooks/use-new-password-form';
import { cooldownSecondsFromError } from '../utils/cooldown-from-error';
import { NewPasswordField, SetPasswordButton } from './new-password-field';
import { OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';

const FIELDS = ['otp', 'new_password'] as const;

export function RecoveryCodeForm({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const reset = useResetPasswordWithCode();
  const resend = useInitiatePasswordRecovery();
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const { form, serverError, newPassword, onSubmit } = useNewPasswordForm({
    schema: passwordRecoveryResetSchema,
    defaultValues: { email, otp: '', new_password: '' },
    fields: FIELDS,
    save: reset.mutateAsync,
  });
  const { errors, isSubmitting } = form.formState;

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
        <NewPasswordField registration={form.register('new_password')} password={newPassword} error={errors.new_password?.message} />
        <SetPasswordButton isSubmitting={isSubmitting} />
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
