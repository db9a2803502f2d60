import type { EntryKit } from '../round-13-kit';
import type { OlderLines } from '../older-lines';
import type { CatalogueTheme, Variant } from '../theme-entry';

/**
 * A little one's care moment told from beside: the hero the big one who helps with the family's baby (passing the wipes,
 * holding the duck, singing the song), never the one in the nappy or the high chair. These are the entry's own lines, for
 * a reader of six or more; a listener under six is the little one (`toldFromBeside`).
 */
export type BesideLines = Required<Pick<Variant, 'title' | 'opening' | 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end' | 'ownSetback' | 'ownChoice' | 'ownSubplot' | 'ownDoubt'>>;

/**
 * The kit of a care moment whose little one's lines (`kit`) a listener under six hears, and whose lines from beside
 * (`beside`) every older reader hears, and a listener of three to five whose parent's words give the moment to another
 * little one ("helping with the baby's nappy", "my baby brother's first shoes"). A parent's "the baby" for a listener
 * under three is the listener. A baby's own moment (tummy time, a first taste, a first word) is the listener's only under
 * three (`littleUpTo` 'two'): a child of three to five hears it from beside, the baby's.
 */
export function toldFromBeside(kit: EntryKit, beside: BesideLines, littleUpTo: LittleUpTo = 'five'): EntryKit {
  const { entry } = kit;
  const little: Variant = {
    said: /$^/, saidUnderSix: /[^]/,
    title: entry.title, opening: entry.opening, worry: entry.worry, tries: entry.tries, turn: entry.turn, details: entry.details, win: entry.win, end: entry.end,
    ownSetback: kit.setback, ownChoice: kit.choice, ownSubplot: kit.subplot, ownDoubt: kit.low,
  };
  const { ownSetback, ownChoice, ownSubplot, ownDoubt, ...lines } = beside;
  // A variant with no lines of its own, chosen first from three, tells the entry's own lines: the moment from beside.
  const besideFromThree: Variant = { said: /$^/, saidUnderSix: littleUpTo === 'two' ? /[^]/ : ANOTHER_LITTLE_ONE, fromAge: '3-5' };
  const told: CatalogueTheme = { ...entry, ...lines, variants: [besideFromThree, little] };
  return { ...kit, entry: told, setback: ownSetback, choice: ownChoice, subplot: ownSubplot, low: ownDoubt };
}

/** The oldest listener a care moment is the hero's own for: a toddler's (a nappy, a pushchair) to five, a baby's to two. */
export type LittleUpTo = 'two' | 'five';

/** The moment is another little one's: the hero helps with it, or it is a baby brother's, sister's or cousin's. */
const ANOTHER_LITTLE_ONE = /\bhelping\b|\bhelp(?:s|ed)? (?:with|to|change|feed|push)\b|\b(?:baby|little|new|twin) (?:brother|sister|cousin)s?\b|\bthe baby'?s\b|\b(?:brother|sister|sibling|cousin)'?s\b/i;

/** An older reader's lines for every care moment told from beside: the big one who wants to be a real help. */
export const HELPER_OLDER: Partial<OlderLines> = {
  want: '{hero} wanted to be a real help with the baby, not just the one sent to fetch things.',
  grownUpSays: '"You are better at this than you think," said {grownup}. "The baby watches you more than anyone."',
  palSays: '"Babies are basically tiny bosses," said {pal}.',
  decides: '{hero} could leave it to the grown-ups, or stay and help. {hero} stayed.',
};
