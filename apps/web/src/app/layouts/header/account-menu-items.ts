import { BookUp, Package, ShieldCheck, UserRound, UsersRound, type LucideIcon } from 'lucide-react';

export interface AccountMenuItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The user menu of spec §2 (with issue 33's My characters), shared by the desktop dropdown and the mobile menu. */
export function accountMenuItems(isAdmin: boolean): AccountMenuItem[] {
  const items: AccountMenuItem[] = [
    { label: 'User Profile', to: '/profile', icon: UserRound },
    { label: 'My Orders', to: '/orders', icon: Package },
    { label: 'Uploaded Books', to: '/uploaded-books', icon: BookUp },
    { label: 'My characters', to: '/my-characters', icon: UsersRound },
  ];
  if (isAdmin) items.push({ label: 'Admin Panel', to: '/admin', icon: ShieldCheck });
  return items;
}
