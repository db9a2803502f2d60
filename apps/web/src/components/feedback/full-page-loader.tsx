import { PRODUCT_NAME } from '@studio/contracts/constants';
import { LogoMark } from '../brand/logo-mark';
import { Spinner } from '../ui/spinner';

/** Shown while the session is checked (spec §2 "Behaviour of access control on screens"). */
export function FullPageLoader() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-paper px-6 text-center">
      <LogoMark className="size-14" />
      <h1 className="text-3xl font-semibold">{PRODUCT_NAME}</h1>
      <Spinner size="lg" label="Verifying authentication..." className="flex-col font-semibold text-ink" />
      <p className="max-w-sm text-ink-soft">Please wait while we check your authentication status</p>
    </main>
  );
}
