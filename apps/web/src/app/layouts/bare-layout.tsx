import { RoutedOutlet } from './routed-outlet';

/** Account screens without the header (spec §2 route table); each brings its own frame. */
export function BareLayout() {
  return <RoutedOutlet />;
}
