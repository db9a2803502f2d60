import { useSessionStore } from '../../../lib/session-store';

/** The dashboard's content (stories, books) arrives with the stories issue; the greeting is the shell's. */
export function DashboardPage() {
  const fullName = useSessionStore((state) => state.customer?.full_name);
  const firstName = fullName?.trim().split(/\s+/)[0];
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-12 sm:py-16">
      <p className="font-display text-lg font-semibold text-coral-700">{firstName ? `Hello, ${firstName}!` : 'Hello!'}</p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Dashboard</h1>
    </div>
  );
}
