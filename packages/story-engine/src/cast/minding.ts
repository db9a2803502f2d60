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

/** "while Mum is on the phone", "when Baba cooks": the one the theme says is busy in the house, by their word. */
const BUSY = /\b(?:while|when|whilst|as|so) (?:my |our )?(\p{L}+(?: \p{Lu}\p{L}+)?)\b/u;

/** The word the theme names the grown-up by who is busy nearby while the hero minds a little one ("baba", "mum"), if any. */
export function busyWordIn(theme: string | undefined): string | undefined {
  return BUSY.exec(theme ?? '')?.[1]?.toLowerCase();
}
