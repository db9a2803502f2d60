import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EditModeToggle } from '../../../features/books/components/edit-mode-toggle';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { CreditBadge } from '../../../features/credits/components/credit-badge';
import { accountMenuItems } from './account-menu-items';
import { useHeaderAccount } from './use-header-account';

const itemClasses =
  'flex items-center gap-3 rounded-2xl px-4 py-3 text-base font-semibold text-ink hover:bg-coral-50 [&_svg]:size-5 [&_svg]:text-ink-soft';

/** The header's items in a sheet for small screens (spec §2 "A mobile menu holds the same items"). */
export function MobileMenu() {
  const { customer, isAdmin, credits, isFreePlan, isOnBookPage } = useHeaderAccount();
  const logout = useLogout();
  return (
    <DialogPrimitive.Root>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col gap-2 overflow-y-auto bg-paper p-5 shadow-lift">
          <div className="mb-2 flex items-center justify-between">
            <DialogPrimitive.Title className="font-display text-xl font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">Navigation and account links</DialogPrimitive.Description>
          {customer ? (
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
          ) : (
            <div className="mt-2 flex flex-col gap-3">
              <DialogPrimitive.Close asChild>
                <Button asChild size="lg">
                  <Link to="/signup">Get Started</Link>
                </Button>
              </DialogPrimitive.Close>
              <DialogPrimitive.Close asChild>
                <Button asChild size="lg" variant="outline">
                  <Link to="/signin">Sign In</Link>
                </Button>
              </DialogPrimitive.Close>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
