import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@studio/contracts/auth';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextLink } from '../../../components/ui/text-link';
import { getErrorCode } from '../../../lib/api-error';
import { establishSession } from '../../../lib/session-store';
import { useLogin } from '../api/login';
import { useFormServerError } from '../hooks/use-form-server-error';
import { verifyEmailPath } from '../utils/verify-email-path';
import { AuthShell } from './auth-shell';
import type { ReturnToState } from './protected-route';

const FIELDS = ['email', 'password'] as const;
export const EMAIL_NOT_VERIFIED_CODE = 'email_not_verified';

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = (location.state as ReturnToState | null)?.from ?? '/dashboard';
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });
  const { serverError, showServerError, clearServerError } = useFormServerError(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      establishSession(await login.mutateAsync(values));
      navigate(returnTo, { replace: true });
    } catch (error) {
      if (getErrorCode(error) === EMAIL_NOT_VERIFIED_CODE) navigate(verifyEmailPath(values.email));
      else showServerError(error);
    }
  });

  return (
    <AuthShell
      title="Welcome back"
      description="Sign in to keep creating stories."
      footer={
        <>
          New here? <TextLink to="/signup">Create an account</TextLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {serverError && <Alert>{serverError}</Alert>}
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
        </FormField>
        <TextLink to="/forgot-password" className="-mt-2 self-end text-sm">
          Forgot password?
        </TextLink>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
    </AuthShell>
  );
}
