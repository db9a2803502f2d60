import { zodResolver } from '@hookform/resolvers/zod';
import { RESEND_COOLDOWN_SECONDS, verificationVerifySchema } from '@studio/contracts/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { TextLink } from '../../../components/ui/text-link';
import { getErrorMessage } from '../../../lib/api-error';
import { establishSession } from '../../../lib/session-store';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { useCountdown } from '../hooks/use-countdown';
import { useFormServerError } from '../hooks/use-form-server-error';
import { cooldownSecondsFromError } from '../utils/cooldown-from-error';
import { AuthShell } from './auth-shell';
import { OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';
import type { VerifyEmailState } from './sign-up-page';

const FIELDS = ['email', 'otp'] as const;

export function VerifyEmailPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const emailFromLink = searchParams.get('email') ?? '';
  const codeJustSent = (useLocation().state as VerifyEmailState | null)?.codeSent === true;
  const cooldown = useCountdown(codeJustSent ? RESEND_COOLDOWN_SECONDS : 0);
  const [resendError, setResendError] = useState<string | null>(null);
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const form = useForm({
    resolver: zodResolver(verificationVerifySchema),
    defaultValues: { email: emailFromLink, otp: '', session_type: 'verification' as const },
  });
  const { serverError, showServerError, clearServerError } = useFormServerError(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      establishSession(await verify.mutateAsync(values));
      toast.success('Your e-mail is verified. Welcome aboard!');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      showServerError(error);
    }
  });

  const onResend = async () => {
    setResendError(null);
    const isEmailValid = await form.trigger('email');
    if (!isEmailValid) return;
    try {
      const { message } = await resend.mutateAsync({ email: form.getValues('email'), session_type: 'verification' });
      toast.success(message);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      const waitSeconds = cooldownSecondsFromError(error);
      if (waitSeconds !== null) cooldown.start(waitSeconds);
      setResendError(getErrorMessage(error));
    }
  };

  return (
    <AuthShell
      title="Check your e-mail"
      description={
        emailFromLink ? (
          <>
            We sent a 6-digit code to <strong className="font-semibold text-ink">{emailFromLink}</strong>. Enter it below to
            verify your account.
          </>
        ) : (
          'Enter your e-mail and the 6-digit code we sent you.'
        )
      }
      footer={
        <>
          Wrong account? <TextLink to="/signup">Sign up again</TextLink> or <TextLink to="/signin">sign in</TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {serverError && <Alert>{serverError}</Alert>}
        {!emailFromLink && (
          <FormField label="Email" error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
        )}
        <FormField label="Verification code" error={errors.otp?.message}>
          {(control) => <OtpInput {...control} autoFocus {...form.register('otp')} />}
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <MailCheck aria-hidden="true" />
          {isSubmitting ? 'Verifying…' : 'Verify e-mail'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl bg-cream p-4 text-center text-sm text-ink-soft">
        <p>Didn’t get it? Check your spam folder, or ask for a new code.</p>
        <ResendCodeButton secondsLeft={cooldown.secondsLeft} isSending={resend.isPending} onResend={onResend} />
        {resendError && <Alert className="w-full text-left">{resendError}</Alert>}
      </div>
    </AuthShell>
  );
}
