import type { Character } from '@studio/contracts/stories';
import type { NoteHero } from '../understand/read-notes';
import { heroIndexOf } from './cast-member';

/** The hero the notes are read for, with the whole cast, so a note about one of the others is theirs (`read-note-people.ts`). */
export function noteHeroOf(characters: readonly (Character | undefined)[]): NoteHero | undefined {
  const present = characters.filter((character): character is Character => character !== undefined);
  const hero = present[heroIndexOf(present)];
  if (!hero) return undefined;
  return { name: hero.name.trim(), pronoun: hero.pronoun, cast: present.map((character) => ({ name: character.name.trim(), pronoun: character.pronoun, kind: character.kind })) };
}
