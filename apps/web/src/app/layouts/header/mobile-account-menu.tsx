import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EditModeToggle } from '../../../features/books/components/edit-mode-toggle';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { CreditBadge } from '../../../features/credits/components/credit-badge';
import { accountMenuItems } from './account-menu-items';
import { MOBILE_MENU_ITEM_CLASSES as itemClasses } from './mobile-menu-item-classes';
import { useHeaderAccount } from './use-header-account';

/** The signed-in part of the mobile menu: who is signed in, their credits and account links. Loaded only for a session. */
export function MobileAccountMenu() {
  const { customer, isAdmin, credits, isFreePlan, isOnBookPage } = useHeaderAccount();
  const logout = useLogout();
  if (!customer) return null;
  return (
    <>
      <div className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-soft">
        <Avatar name={customer.full_name || customer.email} src={customer.profile_picture} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{customer.full_name || customer.email}</p>
          <p className="truncate text-sm text-ink-soft">{customer.email}</p>
        </div>
      </div>
      <div className="px-1 py-2">
        <CreditBadge credits={credits} isFreePlan={isFreePlan} />
      </div>
      {isOnBookPage && (
        <div className="px-4 py-2">
          <EditModeToggle />
        </div>
      )}
      <nav aria-label="Account" className="flex flex-col">
        <DialogPrimitive.Close asChild>
          <Link to="/dashboard" className={itemClasses}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DialogPrimitive.Close>
        {accountMenuItems(isAdmin).map(({ label, to, icon: Icon }) => (
          <DialogPrimitive.Close asChild key={to}>
            <Link to={to} className={itemClasses}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DialogPrimitive.Close>
        ))}
        <DialogPrimitive.Close asChild>
          <button type="button" className={itemClasses} onClick={() => void logout()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </button>
        </DialogPrimitive.Close>
      </nav>
    </>
  );
}
