import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminAccount } from './admin-account';
import { AdminNav } from './admin-nav';

/** On a phone the sidebar is a sheet behind a menu button; choosing a section closes it. */
export function AdminMobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open admin menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-lift">
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="font-display text-xl font-semibold">Admin</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close admin menu">
                <X className="size-6" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">The back office's sections and your account</DialogPrimitive.Description>
          <AdminNav onNavigate={() => setOpen(false)} />
          <div className="mt-auto">
            <AdminAccount />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
