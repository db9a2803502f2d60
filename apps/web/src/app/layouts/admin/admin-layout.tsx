import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Logo } from '../../../components/brand/logo';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSessionStore } from '../../../lib/session-store';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { RoutedOutlet } from '../routed-outlet';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

/** The admin area's frame (spec §2): a sidebar of sections, who is signed in, and a logout button. Loaded lazily. */
export function AdminLayout() {
  const customer = useSessionStore((state) => state.customer);
  const logout = useLogout();
  const displayName = customer?.full_name || customer?.email || '';
  return (
    <div className="flex min-h-dvh flex-col bg-paper lg:flex-row">
      <aside className="flex flex-col gap-4 border-b border-line bg-white p-4 lg:sticky lg:top-0 lg:h-dvh lg:w-72 lg:border-r lg:border-b-0 lg:p-6">
        <Logo />
        <nav aria-label="Admin" className="-mx-1 flex gap-1 overflow-x-auto lg:mx-0 lg:mt-4 lg:flex-col">
          {ADMIN_NAV_ITEMS.map(({ label, to, icon: Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex shrink-0 items-center gap-3 rounded-2xl px-4 py-2.5 font-semibold transition-colors [&_svg]:size-5',
                  isActive ? 'bg-coral-50 text-coral-700' : 'text-ink-soft hover:bg-cream hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-3 rounded-2xl bg-paper p-3 lg:mt-auto">
          <Avatar name={displayName} src={customer?.profile_picture} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{displayName}</p>
            <Badge tone="plum">Admin</Badge>
          </div>
          <Button variant="ghost" size="icon" onClick={() => void logout()} aria-label="Log out">
            <LogOut aria-hidden="true" />
          </Button>
        </div>
      </aside>
      <main className="flex flex-1 flex-col">
        <RoutedOutlet />
      </main>
    </div>
  );
}
