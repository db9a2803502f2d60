import nlp from 'compromise';
import type { AgeGroup, Pronoun } from '@studio/contracts/stories';
import { CHARACTER_WORDS } from '../idea/feedback-words';
import { isInstruction } from './read-words';
import { lookedFor } from './looked-for';
import { kinPattern } from '../core/kin-words';
import { readNotePeople, type NoteCastMember, type NotedFact } from './read-note-people';

/**
 * What a parent's notes say beyond a wish or a prop, read sentence by sentence with the compromise tagger (issue 28):
 * a worry of the child's ("he is worried other kids will laugh at his glasses") the hero meets at the turn; a fact
 * ("she just moved from Japan and does not speak much English yet") said on a page; a pet or a person with a name
 * ("we have a new puppy called Biscuit") who joins the cast; and what none of these is, which the idea says it could
 * not place. Instructions ("add a dog", "make it funnier") are the wishes' and props' business, not read here.
 */

export interface NoteWorry {
  /** The worry as the hero's own sentence, in the story's past: "Finn was worried that other kids would laugh at his glasses." */
  said: string;
  /** The same worry at the turn, faced: "Finn still worried that …, but he did not let it stop him." */
  met: string;
}

export interface NotedNewcomer {
  /** "a new puppy called Biscuit", as the notes say it, so `readCharacterRequest` can read the kind. */
  request: string;
  /** The sentence it came from. */
  sentence: string;
}

export interface NotesReading {
  worry?: NoteWorry;
  /** Sentences ready for a page, in the past, naming the hero (`said`), each with the note's own words. */
  facts: Array<{ said: string; sentence: string }>;
  /** Named pets and people to add to the cast (read by `idea/people-named.ts`). */
  newcomers: NotedNewcomer[];
  /** Sentences of the notes the built-in writer cannot place, for the idea to say so. */
  unplaced: string[];
  /** Who the cast's others are and what the notes say of them ("Priya was Rohan's twin sister."), for the cast to keep. */
  people: NotedFact[];
}

export interface NoteHero {
  name: string;
  pronoun: Pronoun;
  /** The story's cast (the hero among them), so a sentence about one of the others is theirs (`read-note-people.ts`). */
  cast?: readonly NoteCastMember[];
}

/** How many facts of the notes the first page has room for; the rest are said in the idea not to fit. */
export const factsKept = (age: AgeGroup): number => (age === '0-2' || age === '3-5' ? 1 : 2);

const FEAR = /\b(?:is|are|am|'s|gets?|feels?|was)\s+(?:a (?:bit|little) |very |really |quite |so )?(worried|scared|afraid|nervous|anxious|frightened|terrified)\b|\b(worries|fears)\b/i;

/** Family grown-ups who are away: a fact about them, never a person on the pages. */
export const AWAY = /\b(?:in the (?:army|navy|air force|forces|military)|deployed|away|abroad|overseas|far away|passed away|died|in heaven|lives in another)\b/i;

const KIND_WORDS = Object.keys(CHARACTER_WORDS).join('|');
const TOY = /\b(?:toy|stuffed|soft|cuddly|knitted|plush)\b/i;
const WHERE_THEY_LIVE = /\bliv(?:e|es|ed|ing) (?:in|by|near|at|on|next to)\b/i;
/** "a new puppy called Biscuit", "our dog Rolo", "her little brother Sam": a kind of the cast words and a capitalised name. */
const NAMED_ONE = new RegExp(`\\b(?:a|an|our|my|her|his|their|the)\\s+((?:[\\p{Ll}-]+\\s+){0,2}?)(${KIND_WORDS})\\s*,?\\s+(?:(?:called|named)\\s+)?(\\p{Lu}[\\p{L}'-]{1,39})`, 'u');

/** A sentence about the family's baby: "The baby is a girl called Ada", "our new baby will be a boy called Sam". */
const THE_BABY = /^(?:the|our|my|her|his|their) (?:new )?baby (?:is|was|will be|'s)\b/i;
const SIBLING: Readonly<Record<string, string>> = { girl: 'sister', boy: 'brother', sister: 'sister', brother: 'brother' };

/** Words a fact or worry about the child starts with: the child's pronoun, the family, or someone of theirs. */
const ABOUT_THE_CHILD = /^(?:(?:she|he|they)(?:'s|'re)?|we|our|(?:her|his|their)\s+\p{L}+)\b/iu;

/** Whether words name a pet or a person with a name ("a new puppy called Biscuit"), someone for the cast rather than a prop. */
export const namesSomeone = (words: string): boolean => NAMED_ONE.test(words);

const cache = new Map<string, NotesReading>();

export function readNotes(notes: string | undefined, hero: NoteHero): NotesReading {
  const key = `${hero.name}|${hero.pronoun}|${(hero.cast ?? []).map((member) => `${member.name}/${member.pronoun}/${member.kind}`).join(',')}|${notes ?? ''}`;
  const known = cache.get(key);
  if (known) return known;
  const reading: NotesReading = { facts: [], newcomers: [], unplaced: [], people: [] };
  const tools = { inThePast, hero: { name: hero.name, his: forms(hero).his } };
  let about: Parameters<typeof readNotePeople>[3];
  for (const sentence of sentencesOf(notes)) {
    // A sentence about someone of the cast but the hero is theirs: who they are, what they do.
    const people = isInstruction(sentence) ? undefined : readNotePeople(sentence, [...(hero.cast ?? []), ...reading.newcomers.map(newcomerOf)], tools, about);
    about = people?.about;
    if (!people) {
      readSentence(awayKinAsTheHeros(sentence, hero), hero, reading, sentence);
      continue;
    }
    reading.people.push(...people.reading.facts.map((fact) => ({ ...fact, sentence })));
    reading.newcomers.push(...people.reading.newcomers.map((request) => ({ request, sentence })));
    // "Mrs Okafor is our neighbour and she has a dog called Rex": the dog is one to meet as well.
    const named = NAMED_ONE.exec(sentence);
    if (named && !AWAY.test(sentence) && !TOY.test(named[1] ?? '')) reading.newcomers.push({ request: `${named[1] ?? ''}${named[2]} called ${named[3]}`, sentence });
  }
  cache.set(key, reading);
  return reading;
}

/**
 * The notes' sentences about the story's day, joined: "It's at grandma's house. She only has a small part." Where the
 * family lives ("we live by the sea") is their home, not the day's place, and is left out.
 */
export const notesOfTheDay = (notes: string | undefined): string => sentencesOf(notes).filter((sentence) => !WHERE_THEY_LIVE.test(sentence)).join('. ');

/** The notes, one sentence each, without the closing stop. */
export function sentencesOf(notes: string | undefined): string[] {
  return (notes ?? '').split(/(?<=[.!?;])\s+|\n+/).map((sentence) => sentence.trim().replace(/[.!;]+$/, '')).filter((sentence) => sentence.length > 0);
}

/**
 * "Daddy works away a lot", "Mum is in the army": a family grown-up who is away and not in the cast is the hero's
 * ("her daddy"), a fact of the family for a page like "her dad is in the army", never a sentence the idea declines.
 */
function awayKinAsTheHeros(sentence: string, hero: NoteHero): string {
  const kin = AWAY_KIN.exec(sentence);
  if (!kin || !AWAY.test(sentence) || (hero.cast ?? []).some((member) => member.name.toLowerCase() === kin[1]!.toLowerCase())) return sentence;
  return `${forms(hero).his} ${kin[1]!.toLowerCase()}${sentence.slice(kin[1]!.length)}`;
}

const AWAY_KIN = new RegExp(`^(${kinPattern({ grownUp: true, plural: false })})\\b`, 'i');

function readSentence(sentence: string, hero: NoteHero, reading: NotesReading, asTyped = sentence): void {
  // A wish or a prop ("add a red balloon", "make it funnier", "Mention grandma") is read elsewhere.
  if (isInstruction(sentence) || /^(?:please|no|not|set|give|mention|include|add|make|with)\b/i.test(sentence)) return;
  // So is a question or a word about the story itself ("can it be on a boat", "it should be funnier", "more dinosaurs please").
  if (/\?$|\bplease\b/i.test(sentence) || /^(?:can|could|would|will|may|is|are|does|do|it|this)\b/i.test(sentence) || nlp(sentence).verbs().length === 0) return;
  const named = NAMED_ONE.exec(sentence);
  // A toy with a name ("a toy rabbit called Flopsy") is a thing the child has, said as a fact, not an animal of the cast.
  if (named && !AWAY.test(sentence) && !TOY.test(named[1] ?? '')) {
    // "The baby is a girl called Ada" names the family's baby: a baby sister, never a girl from down the road.
    const baby = THE_BABY.test(sentence) ? `baby ${SIBLING[named[2]!.toLowerCase()] ?? ''}`.trim() : undefined;
    reading.newcomers.push({ request: `${baby ?? `${named[1] ?? ''}${named[2]}`} called ${named[3]}`, sentence });
    return;
  }
  const startsWithHero = new RegExp(`^${escape(hero.name)}\\b`, 'i').test(sentence);
  const subject = startsWithHero ? hero.pronoun : /^(she|he|they)\b/i.exec(sentence)?.[1]?.toLowerCase();
  if ((!startsWithHero && !ABOUT_THE_CHILD.test(sentence)) || aboutSomeoneElse(sentence, hero, startsWithHero)) {
    reading.unplaced.push(asTyped);
    return;
  }
  const fear = FEAR.exec(sentence);
  // "He says there is a monster under the bed": the worry is met by looking there (`lookedFor`).
  const looked = !reading.worry && (startsWithHero || subject !== undefined) ? lookedFor(sentence, { name: hero.name, ...forms(hero) }) : undefined;
  if (looked) {
    const h = forms(hero);
    reading.worry = { said: fear ? `${hero.name} ${h.was} ${(fear[1] ?? 'worried').toLowerCase()} that ${looked.claim}.` : `${hero.name} said ${looked.claim}.`, met: looked.look };
    return;
  }
  if (fear && !reading.worry && (startsWithHero || subject !== undefined)) {
    const worry = worryOf(sentence, fear, hero);
    if (worry) {
      reading.worry = worry;
      return;
    }
  }
  // Where the family lives is the setting's to say: "we live by the sea" beside a forest home would contradict it.
  const fact = WHERE_THEY_LIVE.test(sentence) ? undefined : factOf(sentence, hero, startsWithHero);
  if (fact) reading.facts.push({ said: fact, sentence: asTyped });
  else reading.unplaced.push(asTyped);
}

/**
 * A sentence opening on a pronoun that is not the hero's: "she sometimes forgets Nadia's name" names the hero after its
 * "she", who is someone else (a grandma); "she is shy" of a hero who is "he" is about someone else too. Printed as the
 * hero's ("Nadia sometimes forgot her name") it would say the opposite of the note.
 */
function aboutSomeoneElse(sentence: string, hero: NoteHero, startsWithHero: boolean): boolean {
  if (startsWithHero) return false;
  const pronoun = /^(she|he)\b/i.exec(sentence)?.[1]?.toLowerCase();
  if (!pronoun) return false;
  const heroLater = new RegExp(`\\b${escape(hero.name)}\\b`, 'i').test(sentence);
  return heroLater || (hero.pronoun !== 'they' && pronoun !== hero.pronoun);
}

/** The worry after its feeling word: "that other kids will laugh", "of the waves", "about forgetting his lines", "to swim". */
function worryOf(sentence: string, fear: RegExpExecArray, hero: NoteHero): NoteWorry | undefined {
  const rest = sentence.slice(fear.index + fear[0].length).trim();
  const feeling = (fear[1] ?? (fear[2] === 'fears' ? 'scared' : 'worried')).toLowerCase();
  const h = forms(hero);
  // "nervous at parties", "shy around dogs": where the feeling comes, said as it was.
  const ofWhat = /^(of|about|to|at|around|near|during|with)\s+(.+)$/i.exec(rest);
  if (ofWhat) {
    const what = toHero(ofWhat[2]!, hero);
    const said = `${hero.name} ${h.was} ${feeling} ${ofWhat[1]!.toLowerCase()} ${what}.`;
    return { said, met: `${hero.name} ${h.was} still ${feeling} ${ofWhat[1]!.toLowerCase()} ${what}, but ${h.he} did not let it stop ${h.him}.` };
  }
  const clause = rest.replace(/^that\s+/i, '');
  if (!/\s/.test(clause) || nlp(clause).verbs().length === 0) return undefined;
  const past = toHero(inThePast(clause), hero);
  return {
    said: `${hero.name} ${h.was} ${feeling} that ${past}.`,
    met: `${hero.name} still worried that ${past}, but ${h.he} did not let it stop ${h.him}.`,
  };
}

/** A statement about the child or the family, in the story's past and naming the hero: "Hana just moved from Japan and did not speak much English yet." */
function factOf(sentence: string, hero: NoteHero, startsWithHero: boolean): string | undefined {
  if (nlp(sentence).verbs().length === 0) return undefined;
  let text = inThePast(sentence);
  if (!startsWithHero) {
    text = text
      .replace(/^(?:she|he|they)\b/i, hero.name)
      .replace(/^we\b/i, `${hero.name}'s family`)
      .replace(/^our\b/i, 'the family\'s')
      .replace(/^(?:her|his|their)\b/i, `${hero.name}'s`);
  }
  text = toHero(text, hero);
  // The tagger's past of "we have" is "we had": with the family as the subject, the verb follows one family; and so
  // does one child named for "they" ("they are saving up" of a hero who is "he": "Kofi was saving up", not "Kofi were").
  text = text.replace(new RegExp(`^${escape(hero.name)}'s family were\\b`), `${hero.name}'s family was`);
  if (hero.pronoun !== 'they') text = text.replace(new RegExp(`^${escape(hero.name)} were\\b`), `${hero.name} was`);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Every verb of the clause in the past, and a future said as it was then ("will laugh" → "would laugh"). */
function inThePast(clause: string): string {
  const modal = withoutContractions(clause)
    .replace(/\bwill not\b|\bwon't\b/gi, 'would not')
    .replace(/\bwill\b/gi, 'would')
    .replace(/\bcan(?:not|'t)\b/gi, 'could not')
    .replace(/\bcan\b/gi, 'could')
    .replace(/\b(?:has|have) to\b/gi, 'had to');
  const doc = nlp(modal);
  // A word just after "at", "the" or "some" is a thing, whatever the tagger says: "shy at parties" is not "shy at partied".
  doc.match('(#Preposition|#Determiner) [#PresentTense]', 0).tag('Noun');
  // Each verb on its own: the tagger's whole-sentence past leaves a second verb ("… and does not speak") as it was.
  // A "to be" the tagger reads with its particle ("is on") it puts in the past as "i on": the verb is said by hand.
  doc.verbs().forEach((verb) => {
    // A gerund on its own is a thing the child loves ("loves dinosaurs and drawing"), not a verb to put in the past ("drew").
    if (verb.has('(#Modal|would|could)') || /^\p{L}+ing$/u.test(verb.text().trim())) return;
    // A word right after a preposition is its noun, whatever the tagger says: "shy at parties" is not "shy at partied".
    if (AFTER_A_PREPOSITION(verb.text().trim()).test(modal)) return;
    // "is called Mrs Green" the tagger holds to be past already, by its participle: its "to be" is still put in the past.
    const be = /^(is|am|are)\b/i.exec(verb.text());
    if (be) verb.replaceWith(verb.text().replace(be[0], PAST_OF_BE[be[1]!.toLowerCase()]!));
    else if (!verb.has('#PastTense')) (verb as Verbs).toPastTense();
  });
  // "just moved" is further back than the story's day: "had just moved"; and so is what the child "has never caught"
  // (the tagger leaves a present perfect as it was, its participle being past already). A verb after "when mummy" the
  // tagger may read as a plural noun ("when mummy leaves"): it is put in the past as the subject's verb.
  return pastAfterWhen(doc.text()).replace(/\b(?:(?:has|have) )?(just|recently) (\p{L}+ed)\b/gu, 'had $1 $2').replace(/(?<!\b(?:would|could|should|might|must|to) )\b(?:has|have)\b(?= (?:(?:never|not|just|already|always|ever|only) )?\p{L}+(?:ed|en|wn|ne|ught|ung|uck|ot)\b)/giu, 'had');
}

/** The word as the noun of a preposition before it ("at parties", "with friends"). */
const AFTER_A_PREPOSITION = (word: string) => new RegExp(String.raw`\b(?:at|in|on|of|with|for|from|about|by|near|during)\s+${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i');

/** "when mummy leaves" → "when mummy left": a clause of time or reason keeps the story's past too. */
function pastAfterWhen(text: string): string {
  return text.replace(/\b(when|whenever|while|because|if|until|before|after)\s+(\p{L}+)\s+(\p{Ll}+s)\b/gu, (clause, joint: string, subject: string, verb: string) => {
    if (/^(?:the|a|an|my|our|his|her|their)$/i.test(subject) || /^(?:is|was|has|does)$/.test(verb)) return clause;
    const said = nlp(`she ${verb}`);
    if (!said.has('#PresentTense')) return clause;
    said.verbs().toPastTense();
    const past = said.text().replace(/^she\s+/, '');
    return past && past !== verb ? `${joint} ${subject} ${past}` : clause;
  });
}

/**
 * A parent's contractions written out before the tagger reads the clause: it puts "it's on" in the past as "it i on"
 * and keeps "she's got" as it was. "'s" before a participle is "has" ("he's been"), before anything else "is"; "has
 * got" is "has", so the past is "had a wobbly tooth", not "had got".
 */
function withoutContractions(clause: string): string {
  return clause
    .replace(/[’‘]/g, "'")
    .replace(/\b(she|he|it|that|there|who|what)'s (?=(?:(?:never|not|just|already|always|only) )?(?:got|been|gone|done|had|seen|\p{L}+ed)\b)/giu, '$1 has ')
    .replace(/\b(she|he|it|that|there|who|what|where|here)'s\b/giu, '$1 is')
    .replace(/\b(\p{L}+)'re\b/giu, '$1 are')
    .replace(/\b(\p{L}+)'ve\b/giu, '$1 have')
    .replace(/\bI'm\b/g, 'I am')
    .replace(/\b(\p{L}+)'ll\b/giu, '$1 will')
    .replace(/\b(has|have) got\b/giu, '$1');
}

/** The note's pronouns for the child turned to the hero's: "her glasses" for a hero who is "he" is "his glasses". */
function toHero(text: string, hero: NoteHero): string {
  const h = forms(hero);
  const terms = nlp(text).terms().json() as Array<{ text: string; terms: Array<{ tags: string[]; pre: string; post: string; text: string }> }>;
  return terms.map(({ terms: [term] }) => {
    if (!term) return '';
    const word = term.text.toLowerCase();
    const swap =
      word === 'she' || word === 'he' || word === 'they' ? h.he
      : word === 'his' || word === 'their' || (word === 'her' && term.tags.includes('Possessive')) ? h.his
      : word === 'him' || word === 'them' || word === 'her' ? h.him
      : word === 'herself' || word === 'himself' || word === 'themselves' ? h.self
      : undefined;
    return `${term.pre}${swap ?? term.text}${term.post}`;
  }).join('').trim();
}

function forms(hero: NoteHero) {
  if (hero.pronoun === 'he') return { he: 'he', him: 'him', his: 'his', self: 'himself', was: 'was' };
  if (hero.pronoun === 'she') return { he: 'she', him: 'her', his: 'her', self: 'herself', was: 'was' };
  return { he: 'they', him: 'them', his: 'their', self: 'themselves', was: 'were' };
}

const PAST_OF_BE: Record<string, string> = { is: 'was', am: 'was', are: 'were' };

type Verbs = ReturnType<ReturnType<typeof nlp>['verbs']>;

/** A newcomer of an earlier sentence ("a dog called Rex") as one of the cast a later sentence may be about ("Rex sleeps all day"). */
const newcomerOf = ({ request }: NotedNewcomer): NoteCastMember => ({ name: /called (\S+)$/.exec(request)?.[1] ?? request, pronoun: 'it', kind: 'animal' });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
