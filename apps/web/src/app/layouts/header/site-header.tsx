import { Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/brand/logo';
import { Button } from '../../../components/ui/button';
import { useIsAuthenticated } from '../../../lib/session-store';
import { lazyComponent } from '../../lazy-component';

const SignedInNav = lazyComponent(() => import('./signed-in-nav'), 'SignedInNav');
const MobileMenu = lazyComponent(() => import('./mobile-menu'), 'MobileMenu');

/** Spec §2 header: Sign In / Get Started when signed out; dashboard, credits and the user menu when signed in. */
export function SiteHeader() {
  const isAuthenticated = useIsAuthenticated();
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-paper/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:h-18">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-3 md:flex">
          {isAuthenticated ? (
            <Suspense fallback={null}>
              <SignedInNav />
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" asChild>
                <Link to="/signin">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">Get Started</Link>
              </Button>
            </>
          )}
        </nav>
        <div className="md:hidden">
          <Suspense fallback={<span className="block size-10" />}>
            <MobileMenu />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
