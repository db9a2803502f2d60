import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';

/** A larger dialog holding a create or edit form; the form is mounted with it, so each opening starts fresh. */
export function FormDialog({ open, onOpenChange, title, description, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mb-5">{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
