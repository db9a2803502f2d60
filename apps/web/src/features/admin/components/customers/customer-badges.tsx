import { Badge } from '../../../../components/ui/badge';

/** Role, disabled and unverified at a glance. */
export function CustomerBadges({ role, disabled, isVerified }: { role: 'admin' | 'customer'; disabled: boolean; isVerified: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {role === 'admin' && <Badge tone="plum">Admin</Badge>}
      {disabled && <Badge tone="danger">Disabled</Badge>}
      {!isVerified && <Badge tone="sun">Unverified</Badge>}
    </span>
  );
}
