/**
 * A rendered page shows its buttons before the app has loaded; a click on one then would do nothing.
 * Until the app has taken the page over, such clicks are held, and given back to the same buttons
 * once it has (React then handles them, even inside parts still hydrating). Links need no help: the
 * browser follows them, and the server renders the page they lead to.
 */
const held: HTMLElement[] = [];

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopPropagation();
  if (!held.includes(button)) held.push(button);
}

/** From the first script on: hold clicks on buttons. */
export function holdEarlyClicks(target: Document = document): void {
  target.addEventListener('click', hold, true);
}

/** Once the app is in charge: stop holding, and click again each held button still on the page. */
export function releaseEarlyClicks(target: Document = document): void {
  target.removeEventListener('click', hold, true);
  for (const button of held.splice(0)) {
    if (button.isConnected) button.click();
  }
}
