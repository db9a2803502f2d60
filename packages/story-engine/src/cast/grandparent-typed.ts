import { kinPattern, kinWord } from '../core/kin-words';

/** The grandparent words a parent types, as a child says them ("nanny", "grandad"), and the formal ones. */
const GRANDPARENT_TYPED = new RegExp(`\\b(${kinPattern({ relation: 'grandparent' })})(?:['’]?s)?\\b`, 'i');

/**
 * The grandparent a theme names, by the family's own word as the page says it: "nanny is poorly" is Nanny's book,
 * never Grandma's; "grandad's allotment" is Grandad's. Undefined when the theme names no grandparent.
 */
export function grandparentTypedIn(theme: string | undefined): string | undefined {
  const word = GRANDPARENT_TYPED.exec(theme ?? '')?.[1]?.toLowerCase();
  if (!word) return undefined;
  const said = kinWord(word)?.everyday ?? word;
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
}
