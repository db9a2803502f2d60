import { PASSWORD_MIN } from '@studio/contracts/auth';

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: 'Too short' | 'Weak' | 'Fair' | 'Good' | 'Strong' };

const LABELS = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * A hint only (the contract's schema decides what is accepted): length and variety of
 * character kinds each earn a point.
 */
export function ratePasswordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN) return { score: 0, label: LABELS[0] };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const lengthPoints = password.length >= 16 ? 2 : password.length >= 12 ? 1 : 0;
  const score = Math.min(4, Math.max(1, kinds - 1 + lengthPoints)) as PasswordStrength['score'];
  return { score, label: LABELS[score] };
}
