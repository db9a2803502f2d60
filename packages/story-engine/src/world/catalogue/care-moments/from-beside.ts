import type { OlderLines } from '../older-lines';
import type { Variant } from '../theme-entry';

/**
 * A little one's care moment as a reader of six or more hears it: from beside, the hero the big one who helps with the
 * family's baby (passing the wipes, holding the duck, singing the song), never the one in the nappy or the high chair.
 */
export type BesideLines = Required<Pick<Variant, 'title' | 'opening' | 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end' | 'ownSetback' | 'ownChoice' | 'ownSubplot' | 'ownDoubt'>>;

/**
 * The lines told from beside: for a reader of three or more whose parent's words give the moment to another little one
 * ("helping with the baby's nappy", "my baby brother's first shoes"), and for every reader of six or more, whose own
 * nappy or high chair it never is. A listener under three is always the little one: a parent's "the baby" is the listener.
 */
export const fromBeside = (lines: BesideLines): readonly Variant[] => [
  { said: ANOTHER_LITTLE_ONE, fromAge: '3-5', ...lines },
  { said: /[^]/, fromAge: '6-8', ...lines },
];

/** The moment is another little one's: the hero helps with it, or it is a baby brother's, sister's or cousin's. */
const ANOTHER_LITTLE_ONE = /\bhelping\b|\bhelp(?:s|ed)? (?:with|to|change|feed|push)\b|\b(?:baby|little|new|twin) (?:brother|sister|cousin)s?\b|\bthe baby'?s\b|\b(?:brother|sister|sibling|cousin)'?s\b/i;

/** An older reader's lines for every care moment told from beside: the big one who wants to be a real help. */
export const HELPER_OLDER: Partial<OlderLines> = {
  want: '{hero} wanted to be a real help with the baby, not just the one sent to fetch things.',
  grownUpSays: '"You are better at this than you think," said {grownup}. "The baby watches you more than anyone."',
  palSays: '"Babies are basically tiny bosses," said {pal}.',
  decides: '{hero} could leave it to the grown-ups, or stay and help. {hero} stayed.',
};
