import './index.css';
import { holdEarlyClicks } from './lib/early-clicks';

// The page the server rendered is already here, styled: let the browser paint it before fetching and
// running the app (React, the router and the page's code), which then takes the page over. Clicks on
// its buttons meanwhile are kept for the app (lib/early-clicks.ts).
holdEarlyClicks();
requestAnimationFrame(() => setTimeout(() => void import('./main')));
