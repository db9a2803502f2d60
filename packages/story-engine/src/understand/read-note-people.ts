import nlp from 'compromise';
import { kinPattern } from '../core/kin-words';
import { possessive } from '../core/text';
import { escapeRegExp } from '../core/regex';
import { CHARACTER_WORDS } from '../idea/feedback-words';

/**
 * Who is who, from the parent's notes (issue 28, round 17): a sentence about someone of the cast other than the hero
 * ("Priya is his twin sister", "Mrs Okafor is our neighbour", "Dad is a paramedic and works nights", "Nana is mums mum",
 * "they are brothers", "Pip is our cat, he sleeps on the radiator") is that one's fact, said in the story's past with the
 * hero's name ("Priya was Rohan's twin sister."), never a fact pasted onto the hero and never a note the idea says it
 * could not fit. The sentence is cut into clauses ("…, they share a room", "… and works nights"); a pronoun opening a
 * clause is the one the clause before was about, so "Auntie Meena is dads sister. She is a chef" makes the aunt the
 * chef, not the hero. A pet named first ("Biscuit is our dog") who is not in the cast is a newcomer to add.
 */

export interface NoteCastMember {
  name: string;
  pronoun: string;
  kind: string;
}

export interface NotedFact {
  /** The cast member the fact is about ("Priya"). */
  name: string;
  /** "Priya was Rohan's twin sister." */
  fact: string;
  /** Whether the fact says who they are to someone (kin, a neighbour, a friend): the line that meets them. */
  who: boolean;
  /** The notes' sentence it came from (set by `readNotes`). */
  sentence?: string;
}

export interface NotePeopleReading {
  facts: NotedFact[];
  /** A pet the notes name first ("Biscuit is our dog"), as `readCharacterRequest` reads it: "dog called Biscuit". */
  newcomers: string[];
}

/** A tense to put a clause in the story's past, and the hero's pronoun words: given by `readNotes`. */
export interface NotePeopleTools {
  inThePast: (clause: string) => string;
  hero: { name: string; his: string };
}

const KIN = kinPattern({ plural: true });
const AGE = '(?:(?:big|little|baby|older|younger|elder|twin|half|new|second|first|favourite|best|oldest|eldest|youngest|next[- ]door|downstairs|upstairs)\\s+){0,2}';
const WHO_WORDS = `${KIN}|(?:best\\s+)?friends?|neighbou?rs?|godparent|childminder|nanny|babysitter`;
const PETS = Object.entries(CHARACTER_WORDS).filter(([, kind]) => 'species' in kind).map(([word]) => word).join('|');
const OWNER = String.raw`(?:(?:his|her|their|my|our|the family(?:'s)?|the)\s+)`;
const BE = String.raw`(?:is|are|was|'s|’s)`;
/** "his twin sister", "our neighbour", "dads sister", "Mum's mum", "brothers": who someone is, and what follows. */
const WHO_SAID = new RegExp(String.raw`^${BE}\s+(?:${OWNER}|([\p{L}]+?)(?:'s|’s|s)\s+)?(${AGE})(${WHO_WORDS})\b(.*)$`, 'iu');
/** "our cat", "the family dog": a pet, named first. */
const PET_SAID = new RegExp(String.raw`^${BE}\s+(?:${OWNER}|a\s+)(?:(?:new|pet|old|little|big)\s+)?(${PETS})\b(.*)$`, 'iu');
/** A first name a parent capitalised, for a pet named before its kind ("Biscuit is our dog"). */
const NAMED_FIRST = /^(\p{Lu}[\p{L}'-]{1,30})\s+(?=is\b|'s\b)/u;
/** "and", "but", a comma: where a sentence's second clause starts when it has a subject or a verb of its own. */
const CLAUSE_BREAK = /\s*(?:,\s*(?:and\s+|but\s+)?|\s+(?:and|but)\s+)(?=(?:she|he|they|it|we|(?:\p{Ll}+s)|\p{Lu}\p{Ll}+ (?:is|lives|works)\b)\b)/u;

const PARENT_WORD = new RegExp(`^${kinPattern({ relation: 'parent', step: false })}$`, 'i');

const MOTHER = new RegExp(`^${kinPattern({ relation: 'parent', step: false, he: 'she' })}$`, 'i');

const COMING_ALONG = /^(?:is|are|'s|’s|will be)\s+(?:coming|going|there)(?:\s+(?:too|as well|along|with (?:us|them|him|her)))*$|^(?:comes|goes)\s+(?:too|along|as well)$/i;

// "Biscuit is the hero" is a wish for whose story it is, never a fact about the cat for a page ("The cat was the hero.").
const ABOUT_THE_STORY = /\b(?:the|this|a|my) (?:story|book|ending)\b|\bit to be\b|\bmake it\b|\bin (?:it|the story)\b|\bthe (?:hero|heroine|main character|star)\b/i;

type Subject = { names: string[]; hero: boolean };

/**
 * The facts of one notes sentence about the cast's others, or nothing when the sentence is not about them (the hero's
 * own sentences are `readNotes`' facts). `last` is who the sentence before was about, for a pronoun that opens it.
 */
export function readNotePeople(sentence: string, cast: readonly NoteCastMember[], tools: NotePeopleTools, last?: Subject): { reading: NotePeopleReading; about: Subject } | undefined {
  // A word about the story itself ("Mum wants it to be funny") is the wishes' business, not a fact of Mum's.
  if (ABOUT_THE_STORY.test(sentence)) return undefined;
  // "my son's best friend" is the hero's: the parent's child is the hero.
  const clauses = sentence.replace(/\b(?:my|our) (?:son|daughter|child|kid|boy|girl|little one)['’]?s\b/giu, 'his').split(CLAUSE_BREAK).filter((clause) => clause.trim() !== '');
  const reading: NotePeopleReading = { facts: [], newcomers: [] };
  let about = last;
  for (const [index, clause] of clauses.entries()) {
    const subject = subjectOf(clause, cast, tools.hero.name, about, index > 0) ?? pairOf(clause, cast, tools.hero.name, about);
    // A clause with no subject of its own ("… and works nights") is the one before's.
    const said = subject ?? (index > 0 && about && !/^(?:she|he|they|it|we)\b/i.test(clause.trim()) && hasAVerb(clause, about) ? { ...about, rest: clause.trim() } : undefined);
    if (!said) {
      const pet = index === 0 ? newPet(clause, cast) : undefined;
      if (!pet) return undefined;
      reading.newcomers.push(pet);
      about = undefined;
      continue;
    }
    // The hero's own clause is `readNotes`' to read, unless it is of a pair ("Jack and Alfie are twins") or says which
    // of the pair is older ("they are brothers, Kai is the oldest": Ren is Kai's little brother).
    if (said.hero && said.names.length === 0) {
      if (!olderOrYounger(said.rest, reading.facts)) return undefined;
      continue;
    }
    const facts = factsOf(said, cast, tools);
    if (!facts) return undefined;
    reading.facts.push(...facts);
    about = { names: said.names, hero: said.hero };
  }
  // Every clause read: the sentence is the cast's, even when what it says is said by the cast already ("Pip is our cat").
  return { reading, about: about ?? { names: [], hero: false } };
}

/** Who a clause opens on: one or two of the cast by name (the hero among them or not), or a pronoun for the one before. */
function subjectOf(clause: string, cast: readonly NoteCastMember[], heroName: string, last: Subject | undefined, sameSentence: boolean): (Subject & { rest: string }) | undefined {
  const names = cast.map((member) => member.name).sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const named = new RegExp(String.raw`^(?:(?:my|our|his|her|their)\s+)?(${names})(?:\s+and\s+(?:(?:my|our|his|her|their)\s+)?(${names}))?\s+(?!and\b)(.+)$`, 'iu').exec(clause.trim());
  if (named) {
    const said = [named[1]!, ...(named[2] ? [named[2]] : [])].map((name) => cast.find((member) => member.name.toLowerCase() === name.toLowerCase())!.name);
    const hero = said.includes(heroName);
    return { names: said.filter((name) => name !== heroName), hero, rest: named[3]! };
  }
  const pronoun = /^(she|he|they)\s+(.+)$/i.exec(clause.trim());
  if (!pronoun || !last) return undefined;
  const word = pronoun[1]!.toLowerCase();
  const count = last.names.length + (last.hero ? 1 : 0);
  // "they" is the pair the clause before named; "she" or "he" the one it named, if that one is a she or a he.
  const fits = word === 'they' ? count > 1 || cast.some((member) => last.names.includes(member.name) && member.pronoun === 'they') : count === 1 && last.names.length === 1 && cast.some((member) => member.name === last.names[0] && member.pronoun === word);
  // "Bella is her stepsister, they share a room": "they" after one who is someone to the hero is the two of them.
  if (!fits && word === 'they' && count === 1 && last.names.length === 1 && cast.find((member) => member.name === heroName)?.pronoun !== 'they') return { names: last.names, hero: true, rest: pronoun[2]! };
  if (!fits) return undefined;
  // A new sentence's "she" of a hero who is a she too is the hero's, unless it says a grown-up's job or home ("She is a
  // chef", "she works nights", "He lives in Scotland") of a grown-up named just before.
  const hero = cast.find((member) => member.name === heroName);
  const grownUpJob = cast.some((member) => member.name === last.names[0] && member.kind === 'grown-up') && /^(?:is|'s|’s)\s+an?\s+\p{L}+$|^(?:works|lives)\b/iu.test(pronoun[2]!.trim());
  if (!sameSentence && hero?.pronoun === word && !grownUpJob) return undefined;
  return { ...last, rest: pronoun[2]! };
}

/** "they are brothers" opening the notes, of a hero and one other child: the two of them. */
function pairOf(clause: string, cast: readonly NoteCastMember[], heroName: string, last: Subject | undefined): (Subject & { rest: string }) | undefined {
  const pair = /^they\s+(?:are|'re|’re)\s+(.+)$/i.exec(clause.trim());
  const others = cast.filter((member) => member.name !== heroName && member.kind === 'child');
  if (last || !pair || others.length !== 1 || !/^(?:\p{L}+\s+)?(?:twins|brothers|sisters|cousins|siblings|stepbrothers|stepsisters)\b/iu.test(pair[1]!)) return undefined;
  return { names: [others[0]!.name], hero: true, rest: `are ${pair[1]!}` };
}

/** "Kai is the oldest" after the pair's kin fact: the other one is the little brother, or the big one. */
function olderOrYounger(rest: string, facts: NotedFact[]): boolean {
  const order = /^(?:is|'s|’s)\s+the\s+(oldest|eldest|older|elder|biggest|youngest|younger|littlest|baby)\b/i.exec(rest.trim());
  const kin = facts.find((fact) => fact.who && /(?:brother|sister|cousin)\.$/.test(fact.fact) && !/\b(?:big|little|older|younger)\b/.test(fact.fact));
  if (!order || !kin) return false;
  const heroOlder = /^(?:oldest|eldest|older|elder|biggest)$/i.test(order[1]!);
  kin.fact = kin.fact.replace(/(\S+)\.$/, `${heroOlder ? 'little' : 'big'} $1.`);
  return true;
}

/** "Biscuit is our dog" with no Biscuit in the cast: a dog called Biscuit to add. */
function newPet(clause: string, cast: readonly NoteCastMember[]): string | undefined {
  const named = NAMED_FIRST.exec(clause.trim());
  if (!named || cast.some((member) => member.name.toLowerCase() === named[1]!.toLowerCase())) return undefined;
  const pet = PET_SAID.exec(clause.trim().slice(named[0].length));
  return pet && pet[2]!.trim() === '' ? `${pet[1]!.toLowerCase()} called ${named[1]}` : undefined;
}

/** The clause's facts: who they are to the hero (or to another of the family), and anything else said, in the past. */
function factsOf(said: Subject & { rest: string }, cast: readonly NoteCastMember[], tools: NotePeopleTools): NotedFact[] | undefined {
  const { hero } = tools;
  const rest = said.rest.trim();
  const subjectWords = [...(said.hero ? [hero.name] : []), ...said.names].join(' and ');
  const owner = said.names[0];
  if (!owner) return undefined;
  const who = WHO_SAID.exec(rest);
  if (who) {
    const [, whoseWord, age = '', word = '', tail = ''] = who;
    const whose = whoseWord ? cast.find((member) => member.name.toLowerCase() === whoseWord.toLowerCase())?.name ?? capitalised(whoseWord) : hero.name;
    const plural = /s$/i.test(word);
    const extra = tailFact(tail, subjectWords, said, tools);
    if (extra === null) return undefined;
    // "Jack and Alfie are twins", "they are brothers": the other one is the hero's twin brother, brother; twins share a birthday.
    if (plural && said.hero) {
      const other = cast.find((member) => member.name === owner);
      const one = oneOf(word.toLowerCase(), other?.pronoun);
      const twin = /^twin/i.test(word) || /\btwin\b/i.test(age);
      return [
        { name: owner, fact: `${owner} was ${possessive(hero.name)} ${twin && one !== 'twin' ? 'twin ' : ''}${age.replace(/\btwin\s+/i, '').toLowerCase()}${one}.`, who: true },
        ...extra,
        ...(twin ? [{ name: owner, fact: `${hero.name} and ${owner} had the same birthday.`, who: false }] : []),
      ];
    }
    if (plural) return [{ name: owner, fact: `${subjectWords} were ${age.toLowerCase()}${word.toLowerCase()}.`, who: false }, ...extra];
    const since = /^\s+since\b/i.test(tail);
    // "Nana is mums mum": Mum's mum, and so the hero's grandma, which the line that meets her can say.
    const grand = whose !== hero.name && PARENT_WORD.test(whose) && PARENT_WORD.test(word) ? `, and ${possessive(hero.name)} ${MOTHER.test(word) ? 'grandma' : 'grandpa'}` : '';
    // "our next door neighbour" is the hero's neighbour from next door: the kin word right after the name, as the line that meets them reads it.
    const from = /\b(next[- ]door|upstairs|downstairs)\s+/i.exec(age);
    const near = from ? ` from ${from[1]!.toLowerCase().replace('-', ' ')}` : '';
    const fact = `${owner} ${since ? 'had been' : 'was'} ${possessive(whose)} ${age.replace(from?.[0] ?? '', '').toLowerCase()}${word.toLowerCase()}${near}${since || /^\s+(?:from|in|at)\b/i.test(tail) ? tail.replace(/\s*,.*$/, '') : ''}${grand}.`;
    return [{ name: owner, fact, who: true }, ...(/^\s+(?:since|from|in|at)\b/i.test(tail) ? [] : extra), ...(/\btwin\b/i.test(age) || /^twin$/i.test(word) ? [{ name: owner, fact: `${hero.name} and ${owner} had the same birthday.`, who: false }] : [])];
  }
  const pet = PET_SAID.exec(rest);
  if (pet && said.names.length === 1) {
    const extra = tailFact(pet[2] ?? '', owner, said, tools);
    if (extra === null) return undefined;
    // An animal of the cast is met as its kind already ("Pip the cat"): the note is said by that, and what else it says is its fact.
    const member = cast.find((one) => one.name === owner);
    const known = member !== undefined && member.kind !== 'child' && member.kind !== 'grown-up';
    return [...(known ? [] : [{ name: owner, fact: `${owner} was ${possessive(hero.name)} ${pet[1]!.toLowerCase()}.`, who: true }]), ...extra];
  }
  // "Grandma is coming too" is said by Grandma being in the book: no fact to add.
  if (COMING_ALONG.test(rest)) return [];
  if (!hasAVerb(rest, said)) return undefined;
  return [{ name: owner, fact: pastFact(subjectWords, rest, said, tools), who: false }];
}

/** What a who-clause says after its word ("… and works nights", "…, he sleeps on the radiator"), as one more fact; `null` when it is not readable. */
function tailFact(tail: string, subjectWords: string, said: Subject, tools: NotePeopleTools): NotedFact[] | null {
  const more = tail.replace(/^\s*,?\s*(?:and|but)?\s*(?:(?:she|he|they)\s+)?/i, '').trim();
  if (more === '' || /^(?:since|from|in|at)\b/i.test(more)) return [];
  if (!hasAVerb(more, said)) return null;
  return [{ name: said.names[0]!, fact: pastFact(subjectWords, more, said, tools), who: false }];
}

/** "lives with us and walks with a stick" → "Grandad lived with Harry's family and walked with a stick." */
function pastFact(subjectWords: string, rest: string, said: Subject, tools: NotePeopleTools): string {
  const { hero } = tools;
  const many = said.names.length + (said.hero ? 1 : 0) > 1;
  // The family's words are the hero's before the tagger reads the clause: "gives us samosas" is read as "gives us samosaved".
  const ours = rest.replace(/\b(?:us|we)\b/g, `${possessive(hero.name)} family`).replace(/\bour\b/g, `${possessive(hero.name)} family's`).replace(/\bmy\b/g, possessive(hero.name));
  const past = tools.inThePast(`${many ? 'they' : 'she'} ${ours}`).replace(/^(?:they|she)\s+/i, '');
  return `${subjectWords} ${past}.`;
}

/** One of a plural kin word, for one of the given pronoun: "brothers" → "brother", "twins" → "twin brother" is said by the caller. */
function oneOf(word: string, pronoun: string | undefined): string {
  const one = word.replace(/s$/, '');
  if (one === 'sibling' || one === 'twin') return pronoun === 'he' ? 'brother' : pronoun === 'she' ? 'sister' : one;
  return one;
}

/** Whether a clause after its subject has a verb, read after a pronoun: the tagger reads "Ayaan and Leon play football" as nouns. */
const hasAVerb = (rest: string, said: Subject): boolean => nlp(`${said.names.length + (said.hero ? 1 : 0) > 1 ? 'they' : 'she'} ${rest.trim()}`).verbs().length > 0;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`;
