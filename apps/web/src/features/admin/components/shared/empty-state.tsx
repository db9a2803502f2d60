import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What an empty list says, and what to do about it. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center">
      <Icon className="size-9 text-coral-600" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="flex max-w-md flex-col items-center gap-3 text-ink-soft">{children}</div>}
    </div>
  );
}
