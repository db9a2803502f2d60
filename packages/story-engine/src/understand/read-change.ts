import { nlp } from './kin-tagged';
import { participleOf } from '../core/participle';
import { kinEntries } from '../core/kin-words';

/** The plot that tells a family's news the catalogue does not name (`plots/the-change.ts`). */
export { CHANGE_PLOT_ID } from '../plots/frame-ids';

/**
 * What kind of change the news is, which decides its scenes: someone leaving home or coming to live there, a job
 * started or lost, an operation, the home being rebuilt or broken, or a plan that cannot happen.
 */
export type ChangeKind = 'leaving' | 'arriving' | 'work' | 'job-lost' | 'illness' | 'building' | 'broken' | 'cancelled';

/** Who the news happens to: a person of the family, a thing of the home, or the whole family ("we"). */
export interface ChangeSubject {
  /** The family word ("grandma", "brother", "baby"), the home's thing ("kitchen", "car"), or "we". */
  head: string;
  /** The words before the head, as typed: "big" of "my big brother", "Joe" after "uncle Joe". */
  words: string;
  person: boolean;
  /** A grown-up of the family tells their own news; the rest is told by one. */
  grownUp: boolean;
  pronoun: 'he' | 'she' | 'they' | 'it';
}

/**
 * A parent's theme of the shape <someone of the family, or the home> <a change> ("grandma is moving to a care home",
 * "our car broke down", "we can't go on holiday this year"), read with the compromise tagger: the subject before the
 * first verb, the verb phrase told in the story's past ("was moving to a care home", "had broken down"), and the kind.
 */
export interface ChangeReading {
  kind: ChangeKind;
  subject: ChangeSubject;
  /** The words after the subject, as typed: "is moving to a care home". */
  said: string;
  /** The news after its subject, in the story's past: "was moving to a care home", "had lost his job". */
  news: string;
  /** Where someone goes or comes from, as typed: "a care home", "university", "another city". */
  place?: string;
  /** What the change is about, as typed: "kitchen" of "a new kitchen", "job", "lodger". */
  thing?: string;
}

/** A family grown-up, one person, with the pronoun a page says. */
const GROWN_UPS: Readonly<Record<string, 'he' | 'she'>> = Object.fromEntries(kinEntries({ grownUp: true }).flatMap((kin) => (kin.he !== 'they' ? [[kin.word, kin.he]] : [])));
/** The rest of a household: children of the family, and a lodger who comes to live in it. */
const CHILDREN: Readonly<Record<string, 'he' | 'she' | 'they'>> = {
  ...Object.fromEntries(kinEntries({ grownUp: false }).map((kin) => [kin.word, kin.he])), baby: 'they', lodger: 'they',
};
/** Things of the home a change may happen to. */
const HOME = /^(?:house|home|flat|car|van|street|road|kitchen|bathroom|garden|roof|boiler|fridge|freezer|oven|cooker|heating|washing machine|dishwasher|shed|loft|bedroom|windows?|holiday|tv|television|computer|wifi)$/;

/** The kind by what the words after the subject say, first that fits. */
const KINDS: ReadonlyArray<readonly [ChangeKind, RegExp]> = [
  ['cancelled', /\b(?:can'?t|cannot|can not|could not|couldn'?t|won'?t|will not|aren'?t|are not|not) (?:go(?:ing)?|afford|have|visit)\b|\bcancel+ed\b|\bcalled off\b/i],
  ['job-lost', /\b(?:los[et]|losing) (?:his|her|their|my|our|a|the) (?:job|work)\b|\bmade redundant\b|\bredundan\w*|\bout of work\b|\b(?:sacked|fired)\b|\bshop (?:is )?clos\w*/i],
  ['arriving', /\b(?:com(?:e|es|ing)|mov(?:e|es|ing)) (?:to live|to stay|in)\b|\bcom(?:e|es|ing) (?:back )?home\b|\b(?:live|living|stay|staying) with us\b|\blodger\b|\bmoving in\b|\bnear(?:er)? (?:to )?us\b/i],
  ['work', /\bjobs?\b|\bback to work\b|\bwork(?:s|ing)? (?:nights|late|from home|away|weekends|shifts)\b|\bnight shifts?\b|\bpromot\w*/i],
  ['illness', /\b(?:operation|surgery|hospital)\b/i],
  ['building', /\bnew (?:kitchen|bathroom|roof|windows?|floors?|boiler|carpets?|bedroom)\b|\bextension\b|\bloft\b|\bdug up\b|\bdigging\b|\broad ?works\b|\bbuilders?\b|\b(?:re)?built\b|\brenovat\w*|\bdecorat\w*|\bpainted\b|\bdone up\b|\bknocked (?:down|through)\b/i],
  ['broken', /\bbroke(?:n)?\b|\bflood(?:ed|ing)?\b|\bleak(?:s|ed|ing)?\b|\bburn(?:t|ed)\b|\bfire\b|\bburgl\w*|\bstolen\b|\bcrashed\b|\bblew (?:down|away|off)\b|\bstopped working\b|\bfell down\b|\bflat (?:tyre|tire)\b|\bpunctur\w*|\bwo(?:n't| not) start\b/i],
  ['leaving', /\bmov(?:e|es|ing) to\b|\b(?:mov(?:e|es|ing)|go(?:es|ing)?|leav(?:e|es|ing)|join(?:s|ing)?)\b.*\b(?:away|out|abroad|university|uni|college|care home|another|far|to live|boarding school|army|navy|home)\b/i],
];

type Term = { text: string; normal: string; tags: string[] };

const cache = new Map<string, ChangeReading | undefined>();

export function readChange(theme: string | undefined): ChangeReading | undefined {
  const text = theme?.trim().replace(/[.!]+$/, '');
  if (!text) return undefined;
  if (cache.has(text)) return cache.get(text);
  const reading = read(text);
  cache.set(text, reading);
  return reading;
}

const isVerb = (term: Term) => term.tags.includes('Verb') || term.tags.includes('Auxiliary') || term.tags.includes('Modal');

function read(text: string): ChangeReading | undefined {
  const terms = (nlp(text).json() as Array<{ terms: Term[] }>)[0]?.terms ?? [];
  // The subject is everything before the first verb: "my big brother", "our car", "we", "uncle Joe". The tagger reads
  // "our flat flooded" as one noun phrase: a last word in -ed after a subject is its verb.
  const found = terms.findIndex((term, index) => index > 0 && isVerb(term));
  const at = found >= 1 ? found : terms.length > 1 && /ed$/.test(terms.at(-1)!.normal) ? terms.length - 1 : -1;
  if (at < 1) return undefined;
  const subject = subjectOf(terms.slice(0, at));
  if (!subject) return undefined;
  const said = terms.slice(at).map((term) => term.text + ' ').join('').replace(/\s+/g, ' ').trim();
  const kind = KINDS.find(([, words]) => words.test(said))?.[0];
  if (!kind) return undefined;
  // A thing of the home does not go to live anywhere, nor have an operation; a person is never rebuilt or broken down.
  if (!subject.person && (kind === 'leaving' || kind === 'arriving' || kind === 'illness' || kind === 'work' || kind === 'job-lost')) return undefined;
  if (subject.person && subject.head !== 'we' && (kind === 'building' || kind === 'broken')) return undefined;
  // "We are moving to Spain" or "we are going to the hospital" is the hero's own move or stay, the catalogue's to tell.
  if (subject.head === 'we' && (kind === 'leaving' || kind === 'illness' || kind === 'work' || kind === 'job-lost')) return undefined;
  const news = toldOf(pastOf(said));
  if (!news) return undefined;
  const place = [...said.matchAll(PLACE)].at(-1)?.[1];
  const thing = thingIn(terms.slice(at));
  return { kind, subject, said, news, ...(place ? { place } : {}), ...(thing ? { thing } : {}) };
}

/** Where someone goes or comes from: the last place after "to", "in", "at", "from" ("to live in Spain" is Spain), never a month or a day. */
const PLACE = /\b(?:to|into|in|at|from) ((?:a |an |the |another |his |her |their |our )?(?:(?!(?:to|in|at|for|on|with|from|live|stay)\b)[\p{L}-]+ ){0,2}?(?:care home|home|university|uni|college|boarding school|city|country|town|flat|house|hospital|army|navy|(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter)\b)[\p{Lu}][\p{L}]+))\b/gu;

/** The first noun after the verb, with the nouns it runs into: "job", "hip operation", "kitchen", "lodger". */
function thingIn(terms: readonly Term[]): string | undefined {
  const start = terms.findIndex((term) => term.tags.includes('Noun') && !term.tags.includes('Pronoun') && !term.tags.includes('Possessive') && !term.tags.includes('Date'));
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < terms.length && terms[end]!.tags.includes('Noun') && !terms[end]!.tags.includes('Date')) end += 1;
  return terms.slice(start, end).map((term) => term.normal).join(' ');
}

function subjectOf(words: readonly Term[]): ChangeSubject | undefined {
  const plain = words.map((term) => term.normal.replace(/['’]s$/, '')).filter(Boolean);
  if (plain.length === 1 && plain[0] === 'we') return { head: 'we', words: '', person: true, grownUp: false, pronoun: 'they' };
  const rest = /^(?:my|our|the)$/.test(plain[0] ?? '') ? plain.slice(1) : plain;
  // "uncle Joe", "auntie Sara": a family word with a name after it.
  const kin = rest.findIndex((word) => word in GROWN_UPS || word in CHILDREN);
  if (kin >= 0 && rest.length - kin <= 2) {
    const head = rest[kin]!;
    // "his big sister" typed of the child is "big sister": the page puts the hero's own word before it.
    const typed = words.filter((term) => !/^(?:my|our|the|his|her|their)$/i.test(term.normal)).map((term) => term.text.replace(/[^\p{L}'-]/gu, '')).join(' ');
    const grownUp = head in GROWN_UPS;
    return { head, words: typed, person: true, grownUp, pronoun: grownUp ? GROWN_UPS[head]! : CHILDREN[head]! };
  }
  const home = rest.join(' ').replace(/^new /, '');
  if (plain[0] !== 'my' && HOME.test(home)) return { head: home, words: home, person: false, grownUp: false, pronoun: 'it' };
  return undefined;
}

/** The news in the story's third person: "with us" is with the family, "our" theirs, "my" the hero's. */
const toldOf = (news: string | undefined): string | undefined => news
  ?.replace(/\bwith us\b/gi, 'with the family')
  .replace(/\bus\b/gi, 'them')
  .replace(/\bour\b/gi, 'their')
  .replace(/\bmy\b/gi, '{his}');

/** Auxiliaries told in the story's past: "is moving" → "was moving", "can't go" → "couldn't go". */
const AUX_PAST: Readonly<Record<string, string>> = {
  is: 'was', are: 'were', am: 'was', has: 'had', have: 'had', can: 'could', "can't": 'could not', cannot: 'could not', will: 'would',
  "won't": 'would not', "isn't": 'was not', "aren't": 'were not', do: 'did', does: 'did', "don't": 'did not', "doesn't": 'did not',
};

/** The words after the subject in the story's past: a simple past becomes "had" and its participle ("had lost his job"). */
function pastOf(said: string): string | undefined {
  const [first = '', ...rest] = said.split(' ');
  const aux = AUX_PAST[first.toLowerCase()];
  if (aux) return [aux, ...rest].join(' ').replace(/^could not not\b/, 'could not');
  // "mum losing her job", as parents type it with no "is": what was happening.
  if (/^\p{L}+ing$/iu.test(first) && first.length > 4) return ['was', first, ...rest].join(' ');
  // "mum was made redundant": what had been done to her.
  if (/^(?:was|were)$/i.test(first) && /^(?:\w+ed|\w+en|made|told|sent|sold|let go)$/i.test(rest[0] ?? '') && !/ing$/.test(rest[0] ?? '')) return ['had been', ...rest].join(' ');
  if (/^(?:was|were|had|could|would|did)$/i.test(first)) return said;
  // "our car got stolen": what had been done to it.
  if (/^got$/i.test(first) && /(?:en|ed)$/.test(rest[0] ?? '')) return ['had been', ...rest].join(' ');
  const verbs = nlp(said).verbs();
  const forms = (verbs.conjugate() as Array<{ PastTense?: string; Participle?: string; PresentTense?: string; Infinitive?: string }>)[0];
  if (!forms?.PastTense || !forms.Infinitive) return undefined;
  const [word = ''] = first.split(' ');
  const inf = forms.Infinitive.split(' ')[0]!;
  const past = forms.PastTense.split(' ')[0]!;
  const participle = participleOf((forms.Participle ?? forms.PastTense).split(' ')[0]!.replace(/^gotten$/, 'got'));
  // "our house flooded", "dad lost his job": already past, told as what had happened.
  if (word.toLowerCase() === past) return ['had', participle, ...rest].join(' ');
  // "dad works nights": the present, told in the past.
  if (word.toLowerCase() === (forms.PresentTense ?? '').split(' ')[0] || word.toLowerCase() === inf) return [past, ...rest].join(' ');
  return undefined;
}

/**
 * Whether the news is the story rather than a catalogue entry the words also name (each rule by the line that says it).
 * A plan that cannot happen is never told as the day itself.
 */
export function changeOutranks(change: ChangeReading, entry: { words: RegExp; owner?: string } | undefined): boolean {
  if (!entry || change.kind === 'cancelled') return true;
  const { person, grownUp, head } = change.subject;
  // The new baby's own entry tells "my baby brother is coming home"; "the baby is coming home from hospital" is no stay of the hero's.
  if (head === 'baby') return !entry.words.test(change.subject.words);
  // A grown-up's moment the entry gives to a grown-up stays the entry's; a brother's or a cousin's news is their own.
  if (entry.owner) return person && !grownUp && head !== 'we' && entry.owner !== head;
  // An entry of the hero's own moment that the subject alone names ("big sister": the new baby's) or what happens alone
  // ("moving to Australia": the hero's move) tells someone else's news wrongly; one that needs both is about them
  // ("grandma is coming to stay": her visit).
  if (person && head !== 'we') return entry.words.test(change.subject.words) || entry.words.test(change.said);
  return !entry.words.test(change.said);
}
