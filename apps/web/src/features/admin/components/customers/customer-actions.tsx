import type { CustomerDetail } from '@studio/contracts/admin-customers';
import { ROLES, type Role } from '@studio/contracts/auth';
import { Coins, MailCheck, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/field-controls';
import { Label } from '../../../../components/ui/label';
import { getErrorMessage } from '../../../../lib/api-error';
import { useSessionStore } from '../../../../lib/session-store';
import { useResendVerification } from '../../api/resend-verification';
import { useUpdateCustomer } from '../../api/update-customer';
import { humanize } from '../../utils/format';
import { ReasonDialog } from '../shared/reason-dialog';
import { SectionCard } from '../shared/section-card';
import { CreditAdjustmentDialog } from './credit-adjustment-dialog';

type Pending = { kind: 'role'; role: Role } | { kind: 'disable' } | { kind: 'enable' } | null;

/** What an administrator can do for a customer; each change asks for a reason first. */
export function CustomerActions({ customer }: { customer: CustomerDetail }) {
  const update = useUpdateCustomer(customer.id);
  const resend = useResendVerification(customer.id);
  const ownId = useSessionStore((state) => state.customer?.id);
  const isSelf = ownId === customer.id;
  const name = customer.full_name || customer.email;
  const [role, setRole] = useState<Role>(customer.role);
  const [pending, setPending] = useState<Pending>(null);
  const [isAdjusting, setIsAdjusting] = useState(false);

  const sendVerification = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success(`Verification e-mail sent to ${customer.email}`),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <SectionCard title="Actions" description={isSelf ? 'This is your own account: another administrator must change its role or disable it.' : undefined}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="customer-role">Role</Label>
            <Select id="customer-role" className="w-44" value={role} disabled={isSelf} onChange={(event) => setRole(event.target.value as Role)}>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {humanize(value)}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" disabled={isSelf || role === customer.role} onClick={() => setPending({ kind: 'role', role })}>
            <ShieldCheck aria-hidden="true" />
            Change role
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setIsAdjusting(true)}>
            <Coins aria-hidden="true" />
            Adjust credits
          </Button>
          {customer.disabled ? (
            <Button variant="outline" disabled={isSelf} onClick={() => setPending({ kind: 'enable' })}>
              <UserCheck aria-hidden="true" />
              Enable account
            </Button>
          ) : (
            <Button variant="outline" className="text-danger-600 hover:border-danger-600/40 hover:bg-danger-50" disabled={isSelf} onClick={() => setPending({ kind: 'disable' })}>
              <UserX aria-hidden="true" />
              Disable account
            </Button>
          )}
          {!customer.is_verified && (
            <Button variant="outline" onClick={sendVerification} disabled={resend.isPending}>
              <MailCheck aria-hidden="true" />
              {resend.isPending ? 'Sending…' : 'Resend verification e-mail'}
            </Button>
          )}
        </div>
      </div>

      <ReasonDialog
        open={pending?.kind === 'role'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={role === 'admin' ? `Make ${name} an administrator?` : `Make ${name} a customer?`}
        description={
          role === 'admin'
            ? 'Administrators see every customer and order and can change plans, prices and settings. They get the back office the next time their session refreshes.'
            : 'They lose the back office the next time their session refreshes.'
        }
        confirmLabel="Change role"
        onConfirm={async (reason) => {
          await update.mutateAsync({ role, reason });
          toast.success(`${name} is now ${role === 'admin' ? 'an administrator' : 'a customer'}`);
        }}
      />
      <ReasonDialog
        open={pending?.kind === 'disable'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={`Disable ${name}?`}
        description="They are signed out everywhere at once and cannot sign in until the account is enabled again. Their books, orders and credits are kept."
        confirmLabel="Disable account"
        tone="danger"
        onConfirm={async (reason) => {
          await update.mutateAsync({ disabled: true, reason });
          toast.success(`${name}'s account is disabled`);
        }}
      />
      <ReasonDialog
        open={pending?.kind === 'enable'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={`Enable ${name}?`}
        description="They can sign in again at once."
        confirmLabel="Enable account"
        onConfirm={async (reason) => {
          await update.mutateAsync({ disabled: false, reason });
          toast.success(`${name}'s account is enabled`);
        }}
      />
      <CreditAdjustmentDialog customer={customer} open={isAdjusting} onOpenChange={setIsAdjusting} />
    </SectionCard>
  );
}
