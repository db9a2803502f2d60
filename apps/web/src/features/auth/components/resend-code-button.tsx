import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface ResendCodeButtonProps {
  secondsLeft: number;
  isSending: boolean;
  onResend: () => void;
}

/** "Resend code", disabled with a visible countdown while the server's cooldown runs. */
export function ResendCodeButton({ secondsLeft, isSending, onResend }: ResendCodeButtonProps) {
  const isCoolingDown = secondsLeft > 0;
  return (
    <Button variant="outline" onClick={onResend} disabled={isCoolingDown || isSending} aria-live="polite">
      <RotateCw aria-hidden="true" />
      {isSending ? 'Sending…' : isCoolingDown ? `Resend code in ${secondsLeft}s` : 'Resend code'}
    </Button>
  );
}
