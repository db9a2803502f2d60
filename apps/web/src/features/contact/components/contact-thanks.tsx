import { CircleCheck } from 'lucide-react';
import { CONTACT_THANKS } from '@studio/contracts/contact';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/** Takes the form's place once the message is sent; focus moves here so keyboard and screen-reader users hear it. */
export function ContactThanks({ onSendAnother }: { onSendAnother: () => void }) {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => status.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-5">
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className="flex items-start gap-3 rounded-2xl border border-leaf-500/30 bg-leaf-100 px-5 py-4 text-leaf-700 outline-none focus-visible:ring-4 focus-visible:ring-leaf-500/30"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="font-medium">{CONTACT_THANKS}</p>
      </div>
      <Button variant="outline" onClick={onSendAnother}>
        Send another message
      </Button>
    </div>
  );
}
