import { ClipboardList, Gem, LayoutDashboard, Settings, Users, type LucideIcon } from 'lucide-react';

/** Spec §2 admin sidebar entries, in order. */
export const ADMIN_NAV_ITEMS: ReadonlyArray<{ label: string; to: string; icon: LucideIcon; end?: boolean }> = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Plans', to: '/admin/plans', icon: Gem },
  { label: 'Orders', to: '/admin/orders', icon: ClipboardList },
  { label: 'Customers', to: '/admin/customers', icon: Users },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];
