import { PASSWORD_MIN } from '@studio/contracts/auth';
import { cn } from '../../../lib/cn';
import { ratePasswordStrength } from '../utils/password-strength';

const BAR_COLOURS = ['bg-line', 'bg-danger-600', 'bg-sun-400', 'bg-leaf-500', 'bg-leaf-700'] as const;

export function PasswordStrengthHint({ password }: { password: string }) {
  const { score, label } = ratePasswordStrength(password);
  if (!password) return <span>Use at least {PASSWORD_MIN} characters; longer with a mix of letters, numbers and symbols is stronger.</span>;
  return (
    <div className="flex items-center gap-3">
      <div className="grid flex-1 grid-cols-4 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cn('h-1.5 rounded-full', step <= score ? BAR_COLOURS[score] : 'bg-line')} />
        ))}
      </div>
      <span className="min-w-28 text-right text-sm">
        Strength: <strong className="font-semibold text-ink">{label}</strong>
      </span>
    </div>
  );
}
