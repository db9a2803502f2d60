import { LogOut } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useSessionStore } from '../../../lib/session-store';

/** Who is signed in, with the Admin badge and the logout button (spec §2 admin sidebar). */
export function AdminAccount() {
  const customer = useSessionStore((state) => state.customer);
  const logout = useLogout();
  const displayName = customer?.full_name || customer?.email || '';
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-paper p-3">
      <Avatar name={displayName} src={customer?.profile_picture} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{displayName}</p>
        <Badge tone="plum">Admin</Badge>
      </div>
      <Button variant="ghost" size="icon" onClick={() => void logout()} aria-label="Log out">
        <LogOut aria-hidden="true" />
      </Button>
    </div>
  );
}
