import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

/** The admin sections (spec §2), as a column of links; `onNavigate` lets the phone menu close itself. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className="flex flex-col gap-1">
      {ADMIN_NAV_ITEMS.map(({ label, to, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-2xl px-4 py-2.5 font-semibold transition-colors [&_svg]:size-5',
              isActive ? 'bg-coral-50 text-coral-700' : 'text-ink-soft hover:bg-cream hover:text-ink',
            )
          }
        >
          <Icon aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
