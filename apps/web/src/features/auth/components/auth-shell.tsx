import type { ReactNode } from 'react';
import { Logo } from '../../../components/brand/logo';
import { StorybookIllustration } from '../../../components/brand/storybook-illustration';

interface AuthShellProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "New here? Create an account". */
  footer?: ReactNode;
}

/** The header-less frame of the account screens: a friendly picture beside a focused form. */
export function AuthShell({ title, description, children, footer }: AuthShellProps) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-cream p-10 lg:flex">
        <Logo />
        <StorybookIllustration className="mx-auto max-w-md" />
        <blockquote className="max-w-md">
          <p className="font-display text-2xl leading-snug text-ink">
            “Every night she asks for ‘her’ story again. It has her dog, her street and her favourite colour.”
          </p>
          <footer className="mt-3 text-sm text-ink-soft">A parent, after their first printed book</footer>
        </blockquote>
      </aside>
      <main className="flex flex-col px-5 py-8 sm:px-10">
        <Logo className="lg:hidden" />
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
          {description && <div className="mt-2 text-ink-soft">{description}</div>}
          <div className="mt-8">{children}</div>
          {footer && <div className="mt-8 text-center text-[0.95rem] text-ink-soft">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
