import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { accountDeletionRequestSchema, type AccountDeletionRequest } from '@studio/contracts/privacy';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteAccount } from '../api/delete-account';
import { useLogout } from '../hooks/use-logout';

/** "Delete my account": says what goes and what stays, asks for the password, then signs out, goes home and confirms it there. */
export function DeleteAccountDialog() {
  const deletion = useDeleteAccount();
  const logout = useLogout();
  const form = useForm<AccountDeletionRequest>({ resolver: zodResolver(accountDeletionRequestSchema), defaultValues: { password: '' } });
  const submit = form.handleSubmit(async (request) => {
    let deleted;
    try {
      deleted = await deletion.mutateAsync(request);
    } catch {
      return; // The server's detail is shown below.
    }
    await logout({ sessionEndedOnServer: true });
    // The parent lands on the home page: it says, there, that the account is gone.
    toast.success(deleted.message, { duration: 15_000 });
  });

  return (
    <Dialog
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        form.reset();
        deletion.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger">Delete my account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>This cannot be undone. You may want to download your data first.</DialogDescription>
        <div className="mt-4 flex flex-col gap-3 text-sm text-ink">
          <p>
            <strong>Deleted:</strong> your profile and picture, your stories and books with every picture and character photo, your PDF
            exports, your uploaded books, your plan and credits, the messages you sent us through the contact form, and every session on
            every device.
          </p>
          <p>
            <strong>Kept:</strong> paid print orders and payments, because the law requires us to keep accounting records. They are kept
            without your name, e-mail, address or phone number: only amounts, dates and order numbers remain.
          </p>
        </div>
        <form onSubmit={submit} className="mt-5 flex flex-col gap-4" noValidate>
          {deletion.isError && <Alert>{getErrorMessage(deletion.error)}</Alert>}
          <FormField label="Your password" error={form.formState.errors.password?.message}>
            {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
          </FormField>
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={deletion.isPending}>
              {deletion.isPending ? 'Deleting…' : 'Delete my account for good'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
