import { Logo } from '../../../components/brand/logo';
import { RoutedOutlet } from '../routed-outlet';
import { AdminAccount } from './admin-account';
import { AdminMobileMenu } from './admin-mobile-menu';
import { AdminNav } from './admin-nav';

/**
 * The admin area's frame (spec §2): a sidebar of sections, who is signed in, and a logout button.
 * Below the large breakpoint the sidebar folds into a top bar with a menu sheet. Loaded lazily.
 */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-paper lg:flex-row">
      <header className="sticky top-0 z-40 flex items-center justify-between gap-3 border-b border-line bg-white/95 px-4 py-2.5 backdrop-blur lg:hidden">
        <Logo className="min-w-0" />
        <AdminMobileMenu />
      </header>
      <aside className="hidden flex-col gap-4 border-r border-line bg-white p-6 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-72 lg:shrink-0">
        <Logo />
        <div className="mt-4">
          <AdminNav />
        </div>
        <div className="mt-auto">
          <AdminAccount />
        </div>
      </aside>
      <main className="flex min-w-0 flex-1 flex-col">
        <RoutedOutlet />
      </main>
    </div>
  );
}
