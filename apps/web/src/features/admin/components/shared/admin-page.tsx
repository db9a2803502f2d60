import type { ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the heading's end (they wrap under it on a phone). */
  actions?: ReactNode;
  /** A line above the title, e.g. a link back to the list. */
  back?: ReactNode;
  children: ReactNode;
}

/** The frame of every back-office page: a heading, what the page is for, its main actions, then the content. */
export function AdminPage({ title, description, actions, back, children }: AdminPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header className="flex flex-col gap-3">
        {back}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
            {description && <p className="text-ink-soft">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      </header>
      {children}
    </div>
  );
}
