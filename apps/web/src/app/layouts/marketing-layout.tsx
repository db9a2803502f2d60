import { SiteFooter } from './site-footer';
import { RoutedOutlet } from './routed-outlet';
import { SiteHeader } from './header/site-header';

/** Public pages with the header (spec §2 route table) and the site footer. */
export function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 flex-col">
        <RoutedOutlet />
      </main>
      <SiteFooter />
    </div>
  );
}
