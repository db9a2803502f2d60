import { RoutedOutlet } from './routed-outlet';
import { SiteHeader } from './header/site-header';

/** Signed-in pages: the header above the page, no marketing footer. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 flex-col">
        <RoutedOutlet />
      </main>
    </div>
  );
}
