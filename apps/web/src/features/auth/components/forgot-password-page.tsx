import { useState } from 'react';
import { TextLink } from '../../../components/ui/text-link';
import { AuthShell } from './auth-shell';
import { RecoveryCodeForm } from './recovery-code-form';
import { RecoveryEmailForm } from './recovery-email-form';

/** Step 1 e-mails a one-time code; step 2 takes that code and the new password. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthShell
      title={email ? 'Enter your code' : 'Forgot your password?'}
      description={
        email ? (
          <>
            We sent a 6-digit code to <strong className="font-semibold text-ink">{email}</strong>. Enter it with your new
            password.
          </>
        ) : (
          'No worries. Tell us your e-mail and we will send you a code to reset it.'
        )
      }
      footer={
        <>
          Remembered it? <TextLink to="/signin">Back to sign in</TextLink>
        </>
      }
    >
      {email ? <RecoveryCodeForm email={email} onChangeEmail={() => setEmail(null)} /> : <RecoveryEmailForm onCodeSent={setEmail} />}
    </AuthShell>
  );
}
