import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { PasswordStrengthHint } from './password-strength-hint';

/** The new password with its strength hint, as every password-setting form asks for it. */
export function NewPasswordField(props: { registration: UseFormRegisterReturn; password: string; error?: string; autoFocus?: boolean }) {
  return (
    <FormField label="New password" error={props.error} hint={<PasswordStrengthHint password={props.password} />}>
      {(control) => <PasswordInput {...control} autoComplete="new-password" autoFocus={props.autoFocus} {...props.registration} />}
    </FormField>
  );
}

export function SetPasswordButton({ isSubmitting }: { isSubmitting: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={isSubmitting}>
      {isSubmitting ? 'Saving…' : 'Set new password'}
    </Button>
  );
}
