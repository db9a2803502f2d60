import { CONTACT_MESSAGE_MAX } from '@studio/contracts/contact';
import { cn } from '../../../lib/cn';

const count = new Intl.NumberFormat('en-GB');

/** How much of the message's room is used; it turns red past the limit, where the form refuses it. */
export function MessageCounter({ length }: { length: number }) {
  return (
    <span className={cn('tabular-nums', length > CONTACT_MESSAGE_MAX && 'font-semibold text-danger-600')}>
      {count.format(length)} of {count.format(CONTACT_MESSAGE_MAX)} characters
    </span>
  );
}
