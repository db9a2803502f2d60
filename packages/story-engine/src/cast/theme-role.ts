import type { Character } from '@studio/contracts/stories';
import { escapeRegExp } from '../core/regex';

/** The parts a theme gives a child of the hero's life: kin of their age, and the friend, the neighbour, the classmate. */
export const KIN_ROLES: readonly string[] = ['cousin', 'brother', 'sister', 'twin', 'sibling'];
const ROLE_WORDS = [...KIN_ROLES, 'friend', 'mate', 'neighbour', 'neighbor', 'classmate'];

/** "my little cousin", "her best friend", "the new neighbour": whose, an age or closeness word maybe, the role. */
const ROLE_SAID = new RegExp(`(?:\\b(?:my|our|his|her|their|a|the)\\s+|^\\s*)(?:(little|big|baby|older|younger|twin|new|best|old|oldest)\\s+)?(${ROLE_WORDS.join('|')})s?\\b`, 'i');

/** A person a theme names by their part in the hero's life: "cousin" with "little" for "babysitting my little cousin". */
export interface ThemeRole {
  word: string;
  /** The word before it the pages keep ("little", "best"), if any. */
  before?: string;
}

/** The first child's part the theme names ("minding my little cousin": cousin, little), if it names one. */
export function roleInTheme(theme: string | undefined): ThemeRole | undefined {
  const said = ROLE_SAID.exec(theme ?? '');
  if (!said) return undefined;
  // "My best mate" is a friend, as the pages call them.
  const word = said[2]!.toLowerCase().replace('neighbor', 'neighbour').replace(/^mate$/, 'friend');
  return { word, ...(said[1] ? { before: said[1].toLowerCase() } : {}) };
}

/** Words that say a child of the cast is someone to the hero already. */
const SOMEONE = new RegExp(`\\b(?:${ROLE_WORDS.join('|')})\\b`, 'i');

/** What the parent called a child, in the traits or in the notes ("Lola is his big sister"). */
function calledIn(character: Character, notes: string): string[] {
  const said = [...notes.matchAll(new RegExp(`\\b${escapeRegExp(character.name)} is (?:his|her|their|\\p{L}+['’]s) ([\\p{L} ]{0,20}?)(?:[.,;]|$)`, 'giu'))].map((match) => match[1]!);
  return [...character.traits, ...said];
}

/** A brother is a he or a they, a sister a she or a they; anyone else anyone. */
const fitsWord = (word: string, child: Character): boolean => !(word === 'sister' && child.pronoun === 'he') && !(word === 'brother' && child.pronoun === 'she');

/**
 * The child of the cast who plays the part the theme names ("babysitting my little cousin" with Juno: Juno; "best friend
 * moving away" with Kai: Kai): the one the parent called by the word, else the only other child who fits it and whom the
 * parent called nothing else. With none, or two who could be, nobody: the engine's own stand-in is then the one.
 */
export function castInRole(others: readonly Character[], role: ThemeRole, notes = ''): Character | undefined {
  const children = others.filter((other) => other.kind === 'child' && fitsWord(role.word, other));
  const ofTheWord = new RegExp(`\\b${role.word}\\b`, 'i');
  const called = children.find((child) => calledIn(child, notes).some((said) => ofTheWord.test(said)));
  if (called) return called;
  const free = children.filter((child) => !calledIn(child, notes).some((said) => SOMEONE.test(said)));
  return free.length === 1 ? free[0] : undefined;
}

/** "my new baby sister", "our baby cousin": the baby the theme names, by their kin word. */
const BABY_SAID = /\b(?:my|our|his|her|their|a|the)\s+(?:new\s+|little\s+)?baby\s+(brother|sister|cousin|sibling|twin)\b/i;

/**
 * The child of the cast who is the baby the theme names ("my new baby sister" with Isla: Isla), said to be one, so that
 * the pages' baby is them (`isBabyCharacter`), never an unnamed "the baby" with Isla beside the hero as a best friend.
 * Only the one child who can be (`castInRole`), and never the hero.
 */
export function withTheThemesBaby(characters: readonly Character[], heroIndex: number, theme: string | undefined, notes = '', minded = false): Character[] {
  // One the hero minds (babysitting) hides, laughs and runs round the sofa: the company, never a baby in arms.
  const word = minded ? undefined : BABY_SAID.exec(theme ?? '')?.[1]?.toLowerCase();
  const hero = characters[heroIndex];
  const baby = word ? castInRole(characters.filter((character) => character !== hero), { word }, notes) : undefined;
  return characters.map((character) => (character === baby && !character.traits.some((trait) => /\bbaby\b/i.test(trait)) ? { ...character, traits: [`baby ${word}`, ...character.traits] } : character));
}
