import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';

/** One field for the 6-digit code: numeric keypad on phones and one-time-code autofill. */
export function OtpInput(props: ComponentProps<'input'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="••••••"
      className="h-14 text-center font-display text-2xl tracking-[0.5em]"
      {...props}
    />
  );
}
