import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach (hidden from sight, from screen readers and from the tab order)
 * but form-filling bots do: the server quietly drops a message that has it filled.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
