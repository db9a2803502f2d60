import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema } from '@studio/contracts/auth';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextLink } from '../../../components/ui/text-link';
import { useRegister } from '../api/register';
import { useFormServerError } from '../hooks/use-form-server-error';
import { todayIsoDate } from '../utils/today-iso-date';
import { verifyEmailPath } from '../utils/verify-email-path';
import { AuthShell } from './auth-shell';
import { PasswordStrengthHint } from './password-strength-hint';

const FIELDS = ['full_name', 'email', 'password', 'date_of_birth'] as const;

export interface VerifyEmailState {
  /** Set when a code was just e-mailed, so the resend button starts on its cooldown. */
  codeSent?: boolean;
}

export function SignUpPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { full_name: '', email: '', password: '', date_of_birth: '' },
  });
  const { serverError, showServerError, clearServerError } = useFormServerError(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      const { email } = await register.mutateAsync(values);
      const state: VerifyEmailState = { codeSent: true };
      navigate(verifyEmailPath(email), { state });
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <AuthShell
      title="Create your account"
      description="Start making personalised stories in minutes."
      footer={
        <>
          Already have an account? <TextLink to="/signin">Sign in</TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {serverError && <Alert>{serverError}</Alert>}
        <FormField label="Full name" error={errors.full_name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('full_name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint={<PasswordStrengthHint password={password} />}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
        </FormField>
        <FormField label="Date of birth" error={errors.date_of_birth?.message}>
          {(control) => <Input {...control} type="date" max={todayIsoDate()} autoComplete="bday" {...form.register('date_of_birth')} />}
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </AuthShell>
  );
}
