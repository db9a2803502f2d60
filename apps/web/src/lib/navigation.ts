/**
 * Lets code outside React (the API client, the cross-tab logout listener) navigate. The router
 * registers itself on start; until then, and in plain scripts, a full page load is used.
 */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function registerNavigator(navigator: Navigate): () => void {
  const previous = navigate;
  navigate = navigator;
  return () => {
    navigate = previous;
  };
}

export function navigateTo(path: string): void {
  navigate(path);
}
