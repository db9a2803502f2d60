import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useIsAuthenticated } from '../../../lib/session-store';
import { lazyComponent } from '../../lazy-component';
import { MOBILE_MENU_ITEM_CLASSES } from './mobile-menu-item-classes';

const VISITOR_LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Help', to: '/help' },
] as const;

/** A visitor's page never loads the account code (credits, subscription, sign-out): it is most of this menu's weight. */
const MobileAccountMenu = lazyComponent(() => import('./mobile-account-menu'), 'MobileAccountMenu');

/** The header's items in a sheet for small screens (spec §2 "A mobile menu holds the same items"). */
export function MobileMenu() {
  const isAuthenticated = useIsAuthenticated();
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
          {isAuthenticated ? (
            <Suspense fallback={<Spinner label="Loading your account" />}>
              <MobileAccountMenu />
            </Suspense>
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
              {/* A visitor on a phone has no footer in sight: what the studio does and costs is one tap away. */}
              <nav aria-label="Explore" className="mt-2 flex flex-col">
                {VISITOR_LINKS.map(({ label, to }) => (
                  <DialogPrimitive.Close asChild key={to}>
                    <Link to={to} className={MOBILE_MENU_ITEM_CLASSES}>
                      {label}
                    </Link>
                  </DialogPrimitive.Close>
                ))}
              </nav>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
