import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EditModeToggle } from '../../../features/books/components/edit-mode-toggle';
import { CreditBadge } from '../../../features/credits/components/credit-badge';
import { useHeaderAccount } from './use-header-account';
import { UserMenu } from './user-menu';

/** The signed-in half of the desktop header; loaded lazily so visitors never download the menu code. */
export function SignedInNav() {
  const { customer, isAdmin, credits, isFreePlan, isOnBookPage } = useHeaderAccount();
  if (!customer) return null;
  return (
    <>
      {isOnBookPage && <EditModeToggle />}
      <Button variant="ghost" asChild>
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
      <CreditBadge credits={credits} isFreePlan={isFreePlan} />
      <UserMenu customer={customer} isAdmin={isAdmin} />
    </>
  );
}
