import { useId, type ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A titled region of a page; screen readers list it by its title. */
export function SectionCard({ title, description, actions, children, className, id }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} id={id} className={cn('flex min-w-0 flex-col gap-4 p-5 sm:p-6', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          {description && <div className="text-sm text-ink-soft">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </Card>
  );
}
