import type { AdminCreditPackage, AdminPlan } from '@studio/contracts/admin-plans';
import { Gem, PackagePlus, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCreditPackages } from '../../api/list-credit-packages';
import { useAdminPlans } from '../../api/list-admin-plans';
import { useUpdateCreditPackage } from '../../api/update-credit-package';
import { useUpdatePlan } from '../../api/update-plan';
import { editablePackageFields } from '../../utils/package-form';
import { editablePlanFields } from '../../utils/plan-form';
import { AdminPage } from '../shared/admin-page';
import { EmptyState } from '../shared/empty-state';
import { QueryError } from '../shared/query-error';
import { SectionCard } from '../shared/section-card';
import { FormDialog } from './form-dialog';
import { PackageForm } from './package-form';
import { PackagesTable } from './packages-table';
import { PlanForm } from './plan-form';
import { PlansTable } from './plans-table';
import { RetireDialog, type RetireTarget } from './retire-dialog';

/** Which form is open: a new one, or an existing item's. */
type Editing<T> = { item?: T } | null;

/** /admin/plans: the subscription plans and credit packages customers can buy, retired ones included. */
export function PlansPage() {
  const plans = useAdminPlans();
  const packages = useCreditPackages();
  const updatePlan = useUpdatePlan();
  const updatePackage = useUpdateCreditPackage();
  const [editingPlan, setEditingPlan] = useState<Editing<AdminPlan>>(null);
  const [editingPackage, setEditingPackage] = useState<Editing<AdminCreditPackage>>(null);
  const [retiringPlan, setRetiringPlan] = useState<AdminPlan | null>(null);
  const [retiringPackage, setRetiringPackage] = useState<AdminCreditPackage | null>(null);
  const editPlan = useCallback((plan: AdminPlan) => setEditingPlan({ item: plan }), []);
  const editPackage = useCallback((creditPackage: AdminCreditPackage) => setEditingPackage({ item: creditPackage }), []);

  const retireTarget: RetireTarget | null = retiringPlan
    ? {
        kind: 'plan',
        name: retiringPlan.name,
        isActive: retiringPlan.is_active,
        subscribers: retiringPlan.subscribers,
        save: (isActive, reason) => updatePlan.mutateAsync({ planId: retiringPlan.id, change: { ...editablePlanFields(retiringPlan), is_active: isActive, reason } }),
      }
    : retiringPackage
      ? {
          kind: 'package',
          name: retiringPackage.name,
          isActive: retiringPackage.is_active,
          save: (isActive, reason) => updatePackage.mutateAsync({ packageId: retiringPackage.id, change: { ...editablePackageFields(retiringPackage), is_active: isActive, reason } }),
        }
      : null;

  return (
    <AdminPage title="Plans" description="What customers can subscribe to and buy. Changes show on the pricing page at once; a new price applies from each subscriber's next period.">
      <SectionCard
        title="Subscription plans"
        actions={
          <Button size="sm" onClick={() => setEditingPlan({})}>
            <Plus aria-hidden="true" />
            New plan
          </Button>
        }
      >
        {plans.isPending && <TableSkeleton label="Loading plans" />}
        {plans.isError && <QueryError what="The plans" error={plans.error} onRetry={() => void plans.refetch()} />}
        {plans.data && plans.data.items.length === 0 && <EmptyState icon={Gem} title="No plans yet" />}
        {plans.data && plans.data.items.length > 0 && (
          <PlansTable plans={plans.data.items} onEdit={editPlan} onToggleActive={setRetiringPlan} />
        )}
      </SectionCard>

      <SectionCard
        title="Credit packages"
        description="One-off top-ups of credits."
        actions={
          <Button size="sm" onClick={() => setEditingPackage({})}>
            <PackagePlus aria-hidden="true" />
            New package
          </Button>
        }
      >
        {packages.isPending && <TableSkeleton label="Loading credit packages" />}
        {packages.isError && <QueryError what="The credit packages" error={packages.error} onRetry={() => void packages.refetch()} />}
        {packages.data && packages.data.items.length === 0 && <EmptyState icon={PackagePlus} title="No credit packages yet" />}
        {packages.data && packages.data.items.length > 0 && (
          <PackagesTable packages={packages.data.items} onEdit={editPackage} onToggleActive={setRetiringPackage} />
        )}
      </SectionCard>

      <FormDialog
        open={editingPlan !== null}
        onOpenChange={(open) => (open ? undefined : setEditingPlan(null))}
        title={editingPlan?.item ? `Edit “${editingPlan.item.name}”` : 'New plan'}
        description={editingPlan?.item ? 'Price and credit changes apply from each subscriber’s next period.' : 'New plans are offered on the pricing page as soon as they are created.'}
      >
        <PlanForm plan={editingPlan?.item} onDone={() => setEditingPlan(null)} />
      </FormDialog>
      <FormDialog
        open={editingPackage !== null}
        onOpenChange={(open) => (open ? undefined : setEditingPackage(null))}
        title={editingPackage?.item ? `Edit “${editingPackage.item.name}”` : 'New credit package'}
        description="Customers buy these on the pricing page; a change applies to purchases from now on."
      >
        <PackageForm creditPackage={editingPackage?.item} onDone={() => setEditingPackage(null)} />
      </FormDialog>
      <RetireDialog
        target={retireTarget}
        onClose={() => {
          setRetiringPlan(null);
          setRetiringPackage(null);
        }}
      />
    </AdminPage>
  );
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}
