/**
 * Lets code outside React (the API client, the cross-tab logout listener) navigate. The router
 * registers itself on start; until then, and in plain scripts, a full page load is used.
 */
type Navigate = (path: string) => void | Promise<void>;

let navigate: Navigate = (path) => window.location.assign(path);

export function registerNavigator(navigator: Navigate): () => void {
  const previous = navigate;
  navigate = navigator;
  return () => {
    navigate = previous;
  };
}

/** Resolves once the navigation has finished, for callers that must act after leaving the page. */
export async function navigateTo(path: string): Promise<void> {
  await navigate(path);
}
