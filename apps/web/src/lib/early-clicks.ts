/**
 * A rendered page shows its buttons before the app has loaded; a click on one then would do nothing.
 * Until the app has taken the page over, such clicks are held, and given back to the same buttons
 * once it has (React then handles them, even inside parts still hydrating). Links need no help: the
 * browser follows them, and the server renders the page they lead to.
 */
interface HeldClick {
  button: HTMLButtonElement;
  /** What the button says, to find it again if the app drew that part of the page anew. */
  label: string;
}

const held: HeldClick[] = [];

const labelOf = (button: HTMLButtonElement) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopPropagation();
  if (!held.some((click) => click.button === button)) held.push({ button, label: labelOf(button) });
}

/**
 * The button now on the page for a held click: the same one, or, when the app drew that part anew
 * (a signed-in customer's page differs from the one the server rendered for everyone), the one
 * that says the same, if exactly one does.
 */
function buttonFor(click: HeldClick, target: Document): HTMLButtonElement | undefined {
  if (click.button.isConnected) return click.button;
  const same = [...target.querySelectorAll('button')].filter((button) => !button.disabled && labelOf(button) === click.label);
  return same.length === 1 ? same[0] : undefined;
}

/** From the first script on: hold clicks on buttons. */
export function holdEarlyClicks(target: Document = document): void {
  target.addEventListener('click', hold, true);
}

/** Once the app is in charge: stop holding, and click again each held button still on the page. */
export function releaseEarlyClicks(target: Document = document): void {
  target.removeEventListener('click', hold, true);
  for (const click of held.splice(0)) buttonFor(click, target)?.click();
}
