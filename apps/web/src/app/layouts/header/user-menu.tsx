import type { Customer } from '@studio/contracts/auth';
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { accountMenuItems } from './account-menu-items';

export function UserMenu({ customer, isAdmin }: { customer: Customer; isAdmin: boolean }) {
  const logout = useLogout();
  const displayName = customer.full_name || customer.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full border border-line bg-white py-1 pr-3 pl-1 text-sm font-semibold text-ink transition-colors hover:border-coral-200 data-[state=open]:border-coral-300"
        aria-label="Open user menu"
      >
        <Avatar name={displayName} src={customer.profile_picture} size="sm" />
        <span className="max-w-32 truncate">{displayName}</span>
        <ChevronDown className="size-4 text-ink-soft" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="truncate font-semibold text-ink">{displayName}</p>
          <p className="truncate text-sm font-normal text-ink-soft">{customer.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountMenuItems(isAdmin).map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
