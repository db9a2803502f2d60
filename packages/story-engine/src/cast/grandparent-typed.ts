/** The grandparent words a parent types, as a child says them ("nanny", "grandad"), and the formal ones. */
const GRANDPARENT_TYPED = /\b(grandma|granny|nana|nanna|nanny|nan|gran|grandpa|grandad|granddad|nonna|nonno|nani|oma|opa|abuela|abuelo|grandmother|grandfather)(?:['’]?s)?\b/i;

const FORMAL: Readonly<Record<string, string>> = { grandmother: 'Grandma', grandfather: 'Grandpa' };

/**
 * The grandparent a theme names, by the family's own word as the page says it: "nanny is poorly" is Nanny's book,
 * never Grandma's; "grandad's allotment" is Grandad's. Undefined when the theme names no grandparent.
 */
export function grandparentTypedIn(theme: string | undefined): string | undefined {
  const word = GRANDPARENT_TYPED.exec(theme ?? '')?.[1]?.toLowerCase();
  if (!word) return undefined;
  return FORMAL[word] ?? `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
