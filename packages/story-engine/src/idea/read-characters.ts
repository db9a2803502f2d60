import type { Character, Pronoun } from '@studio/contracts/stories';
import { CHARACTER_WORDS } from './feedback-words';
import { heroIndexOf } from '../cast/cast-member';

/** Reads "add a shy dragon named Ember" and "call her Mia" / "rename Max to Rex" out of feedback. */

export interface CharacterRequest {
  matched: string;
  character: Character;
  /** The family tie the parent named ("little brother", "cousin"), kept so the story can say it. */
  relation?: string;
}

const KINSHIP = new Set(['friend', 'brother', 'sister', 'cousin', 'mum', 'mom', 'mummy', 'mother', 'dad', 'daddy', 'father', 'grandma', 'granny', 'nana', 'grandmother', 'grandpa', 'grandad', 'granddad', 'grandfather', 'aunt', 'auntie', 'uncle']);

const KIND_WORDS = Object.keys(CHARACTER_WORDS).join('|');
const NAME = `([\\p{L}][\\p{L}'-]{0,39})`;
const ADD = new RegExp(
  `\\b(?:add|include|bring in|introduce)\\s+(?:a|an|another)\\s+((?:[\\p{L}-]+\\s+){0,2}?)(${KIND_WORDS})\\s+(?:named|called)\\s+${NAME}`,
  'iu',
);
const ADJECTIVE_SKIP = new Set(['new', 'other', 'second']);
/** "add a character named Otto the owl", "add a friend called Bea": the kind, if any, after the name. */
const ADD_NAMED = new RegExp(
  `\\b(?:add|include|bring in|introduce)\\s+(?:a|an|another)\\s+(?:new\\s+)?(?:character|friend)\\s+(?:named|called)\\s+${NAME}(?:,?\\s+the\\s+(${KIND_WORDS})\\b)?`,
  'iu',
);

const OWNER = '(?:her|his|their|my|our)';
const VERB = '(?:add|include|bring in|introduce)';
/** "add her best friend Noor", "add his little sister called Ava", "add our dog Rolo": whose, then kind, then name. */
const ADD_OWNED = new RegExp(`\\b${VERB}\\s+${OWNER}\\s+((?:[\\p{L}-]+\\s+){0,2}?)(${KIND_WORDS})\\s+(?:(?:named|called)\\s+)?${NAME}`, 'iu');
/** "add Noor, her best friend", "add Rolo the dog", "add Tom as his big brother": the name first. */
const ADD_NAME_FIRST = new RegExp(`\\b${VERB}\\s+${NAME}(?:\\s*,\\s*|\\s+as\\s+|\\s+)(?:${OWNER}|a|an|the)\\s+((?:[\\p{L}-]+\\s+){0,2}?)(${KIND_WORDS})\\b`, 'iu');

/** A name said without "named" or "called" is one a parent capitalised: "Noor", never "new" or "little". */
const isSaidAsAName = (word: string) => /^\p{Lu}/u.test(word) && CHARACTER_WORDS[word.toLowerCase()] === undefined;

/**
 * The same request said another way ("add her best friend Noor", "add Noor, her best friend"), as the words
 * the reader below knows ("add a best friend named Noor"); a friend keeps who they are to the hero.
 */
function saidTheUsualWay(feedback: string): { matched: string; usual: string } | undefined {
  const owned = ADD_OWNED.exec(feedback);
  const first = owned ? undefined : ADD_NAME_FIRST.exec(feedback);
  const [matched, adjectives = '', kindWord = '', rawName = ''] = owned ?? (first ? [first[0], first[2], first[3], first[1]] : []);
  if (!matched || !isSaidAsAName(rawName)) return undefined;
  return { matched, usual: `add a ${adjectives}${kindWord} named ${rawName}` };
}

export function readCharacterRequest(feedback: string): CharacterRequest | undefined {
  const other = ADD.exec(feedback) || ADD_NAMED.exec(feedback) ? undefined : saidTheUsualWay(feedback);
  if (other) {
    const request = readCharacterRequest(other.usual);
    return request && { ...request, matched: other.matched };
  }
  const named = ADD_NAMED.exec(feedback);
  if (named && !ADD.exec(feedback)) {
    // Said the other way round: read as "add an owl named Otto" (or "a child named Bea").
    const [matched, rawName = '', kindWord = 'child'] = named;
    const rewritten = readCharacterRequest(`add a ${kindWord} named ${rawName}${feedback.slice(named.index + matched.length)}`);
    return rewritten && { matched, character: rewritten.character, ...(rewritten.relation ? { relation: rewritten.relation } : {}) };
  }
  const match = ADD.exec(feedback);
  if (!match) return undefined;
  const [matched, adjectives = '', kindWord = '', rawName = ''] = match;
  const kind = CHARACTER_WORDS[kindWord.toLowerCase()];
  if (!kind) return undefined;
  const traits = adjectives.trim().split(/\s+/).filter((word) => word && !ADJECTIVE_SKIP.has(word.toLowerCase()));
  const after = feedback.slice(match.index + matched.length);
  const character: Character =
    'species' in kind
      ? {
          name: capitalizeName(rawName),
          kind: ['dragon', 'unicorn', 'robot'].includes(kind.species) ? 'creature' : 'animal',
          species: kind.species,
          pronoun: pronounIn(after) ?? 'they',
          appearance: {},
          traits,
        }
      : 'grownUp' in kind
        ? { name: capitalizeName(rawName), kind: 'grown-up', pronoun: kind.grownUp === 'they' ? (pronounIn(after) ?? 'they') : kind.grownUp, appearance: {}, traits }
        : { name: capitalizeName(rawName), kind: 'child', pronoun: kind.pronoun === 'they' ? (pronounIn(after) ?? 'they') : kind.pronoun, appearance: {}, traits };
  const relation = KINSHIP.has(kindWord.toLowerCase()) ? [...traits.filter((trait) => /^(?:little|baby|big|older|younger|twin|best)$/i.test(trait)), kindWord.toLowerCase()].join(' ') : undefined;
  return { matched, character, ...(relation ? { relation } : {}) };
}

export interface RenameRequest {
  matched: string;
  index: number;
  name: string;
}

const RENAME_BY_NAME = new RegExp(`\\b(?:rename\\s+${NAME}\\s+(?:to|as)|change\\s+${NAME}['’]s\\s+name\\s+to)\\s+${NAME}`, 'iu');
const CALL = new RegExp(`\\b(?:call|name)\\s+(her|him|them|the\\s+(?:${KIND_WORDS})|the\\s+hero)\\s+${NAME}`, 'iu');
const PRONOUN_OBJECTS: Record<string, Pronoun> = { her: 'she', him: 'he', them: 'they' };

export function readRename(feedback: string, characters: readonly Character[]): RenameRequest | undefined {
  const byName = RENAME_BY_NAME.exec(feedback);
  if (byName) {
    const oldName = (byName[1] ?? byName[2] ?? '').toLowerCase();
    const index = characters.findIndex((character) => character.name.toLowerCase() === oldName);
    if (index >= 0) return { matched: byName[0], index, name: capitalizeName(byName[3] ?? '') };
  }
  const call = CALL.exec(feedback);
  if (!call) return undefined;
  const target = (call[1] ?? '').toLowerCase().replace(/^the\s+/, '');
  const heroIndex = heroIndexOf(characters);
  const ordered = [heroIndex, ...characters.map((_, index) => index).filter((index) => index !== heroIndex)];
  const index = ordered.find((candidate) => {
    const character = characters[candidate];
    if (!character) return false;
    if (target === 'hero') return true;
    const pronoun = PRONOUN_OBJECTS[target];
    if (pronoun) return character.pronoun === pronoun;
    const kind = CHARACTER_WORDS[target];
    if (kind === undefined) return false;
    return 'species' in kind ? character.species === kind.species : character.kind === ('grownUp' in kind ? 'grown-up' : 'child');
  });
  return index === undefined ? undefined : { matched: call[0], index, name: capitalizeName(call[2] ?? '') };
}

function pronounIn(text: string): Pronoun | undefined {
  const clause = text.split(/[.;!?]/)[0] ?? '';
  if (/\b(?:she|her)\b/i.test(clause)) return 'she';
  if (/\b(?:he|him|his)\b/i.test(clause)) return 'he';
  if (/\b(?:they|them|their)\b/i.test(clause)) return 'they';
  return undefined;
}

const capitalizeName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
