import type { Character } from '@studio/contracts/stories';
import { isGrownUp } from './cast-member';

/** Who is where while the hero minds a little brother or sister: the grown-ups upstairs, the little one at the hero's side. */
export interface Minding {
  /** The cast's grown-ups: in the house, a shout up the stairs away, never beside the hero through the middle. */
  upstairs: Character[];
  /** The one minded: the cast's brother or sister, else a little one the book brings (Sam, or Alex beside a Sam). */
  little: Character;
}

/**
 * A babysitting day (`CatalogueTheme.grownUpUpstairs`): round 12's books put Mum at the hero's side ("Mum gave Ava's
 * hand a squeeze", "'Again?' said Dad") while the entry's own lines had her working upstairs. The little one minded is
 * the hero's company instead.
 */
export function whileMinding(others: readonly Character[], sibling: Character | undefined, theme: string | undefined, inCharge = true): Minding {
  // A hero under nine helps a grown-up who stays in the room (`BABYSITTING.younger`): nobody goes upstairs.
  const upstairs = inCharge ? others.filter(isGrownUp) : [];
  if (sibling) return { upstairs, little: sibling };
  const sister = /\bsister\b/i.test(theme ?? '');
  const kin = /\bcousin\b/i.test(theme ?? '') ? 'cousin' : sister ? 'sister' : 'brother';
  const name = others.some((other) => other.name === 'Sam') ? 'Alex' : 'Sam';
  const small = !inCharge && /\bbaby\b/i.test(theme ?? '') ? 'baby' : 'little';
  return { upstairs, little: { name, kind: 'child', pronoun: sister ? 'she' : 'he', appearance: {}, traits: [`${small} ${kin}`] } };
}

/** "while Mum is on the phone", "when Dad makes dinner": the parent the theme says is busy in the house, as the pages name them. */
const BUSY_PARENT = /\b(?:while|when|whilst|as|so) (?:my |our )?(?:(mum|mummy|mom|mommy|mam|mama)|(dad|daddy|papa|dada))\b/i;

/** The parent the theme keeps busy nearby while the hero minds a little one, when it names one: Mum or Dad. */
export function busyParentIn(theme: string | undefined): 'Mum' | 'Dad' | undefined {
  const said = BUSY_PARENT.exec(theme ?? '');
  return said ? (said[1] ? 'Mum' : 'Dad') : undefined;
}
