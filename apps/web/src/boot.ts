import './index.css';

// The page the server rendered is already here, styled: let the browser paint it before fetching and
// running the app (React, the router and the page's code), which then takes the page over.
requestAnimationFrame(() => setTimeout(() => void import('./main')));
