import { Badge } from '../../../../components/ui/badge';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="leaf">Active</Badge> : <Badge tone="neutral">Retired</Badge>;
}
