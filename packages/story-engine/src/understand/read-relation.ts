import { nlp } from './kin-tagged';
import { catalogueThemeIn, type CatalogueTheme } from '../world/catalogue';
import { familyOfWord, isOfFamily } from '../cast/family-words';
import { nameClosing, pronounOfName } from './name-pronoun';
import { theirHabit, type TheirHabit } from './their-habit';
import { asLearning } from './read-day';
import { kinEntries, kinPattern } from '../core/kin-words';

/** The plot that tells what another person does to the hero's days (`plots/the-relation.ts`). */
export { RELATION_PLOT_ID } from '../plots/frame-ids';

/**
 * What the other person does, as a kind of trouble, which decides what the hero tries and how they come to see the
 * other's side: keeping things to themselves, bossing or needing to win, copying, leaving the hero out, shining brighter,
 * going away, saying the wrong thing to the hero, a trouble of their own (the twins who fight), or anything else.
 */
export type RelationTrouble = 'keeps' | 'bosses' | 'copies' | 'leaves-out' | 'outshines' | 'leaving' | 'says' | 'their-own' | 'habit' | 'other';

/** Who the other person is, as the parent wrote them, with the hero's "my" turned to the hero's {his}. */
export interface RelationPerson {
  /** The first mention, as written: "{his} big sister", "a boy in {his} class", "the twins next door", "Sam". */
  first: string;
  /** Every later mention: "{his} big sister", "the boy", "the twins", "Sam". */
  the: string;
  he: 'he' | 'she' | 'they';
  plural: boolean;
  /** A grown-up of the family (grandad, an auntie): never the one who copies or wins. */
  grownUp: boolean;
  /** The family word, if the person is family ("brother", "cousin", "grandad"). */
  kin?: string;
  /** "nobody", "everyone": the others as a group, never one person on the page. */
  group: boolean;
  /** Known only by a name the parent gave ("Sam"), which may be the child's own. */
  named?: true;
}

export interface RelationReading {
  person: RelationPerson;
  /** What they do, in the past tense, with the child's "me", "my" and "I" as the hero's {him}, {his} and {he}: "would not let {him} play with his lego". */
  did: string;
  trouble: RelationTrouble;
  /** The thing it is over, where what they do names one: "his lego", "{his} ball", "chess" (`thingOf`). */
  thing?: string;
  /** Who, and what they do, as typed: "my big sister", "has no time for me any more". */
  subject: string;
  doing: string;
  /** A habit of their own the child minds ("mum is always on her phone", "dad snores"), told with its kit's lines. */
  habit?: TheirHabit;
}

/** Words for family, each with the pronoun it says and whether a grown-up. */
const KIN: Readonly<Record<string, { he: RelationPerson['he']; grownUp: boolean; plural?: true }>> = {
  ...Object.fromEntries(kinEntries({ plural: true }).map((kin) => [kin.word, { he: kin.he, grownUp: kin.grownUp, ...(kin.plural ? { plural: true as const } : {}) }])),
  // The youngest of the family, by what they are rather than how they are kin.
  baby: { he: 'they', grownUp: false }, toddler: { he: 'they', grownUp: false },
};

/** Other children, by the word for them. */
const CHILD: Readonly<Record<string, { he: RelationPerson['he']; plural?: true }>> = {
  friend: { he: 'they' }, boy: { he: 'he' }, girl: { he: 'she' }, kid: { he: 'they' }, child: { he: 'they' }, classmate: { he: 'they' }, neighbour: { he: 'they' },
  friends: { he: 'they', plural: true }, boys: { he: 'they', plural: true }, girls: { he: 'they', plural: true }, kids: { he: 'they', plural: true },
  children: { he: 'they', plural: true }, classmates: { he: 'they', plural: true }, neighbours: { he: 'they', plural: true },
};

/** Grown-ups outside the family the child sees every day: told where the city's school is. */
const GROWN: Readonly<Record<string, { he: RelationPerson['he'] }>> = { teacher: { he: 'they' }, childminder: { he: 'they' }, coach: { he: 'they' } };

/** The others as a group, with no one person to name. */
const GROUP = /^(?:nobody|no one|no-one|everyone|everybody)$/i;

/** How a subject that names someone begins: a determiner, a possessive, a group word, or the person's own word or name. */
const OPENS_A_PERSON = new RegExp(`^(?:a|an|the|my|our|his|her|their|this|that|these|those|some|nobody|no one|no-one|everyone|everybody|other|grand\\w*|${kinPattern({ plural: true })})\\b`, 'i');
/** A name, as the parent capitalised it. */
const A_NAME = /^\p{Lu}\p{Ll}+\b/u;

/** The child themselves, as a parent writes them: "my son won't share" is the child's own habit, not someone else's doing. */
const HERO = /^(?:i|he|she|they|we|my (?:son|daughter|child|boy|girl|little one|kid|toddler|baby)|our (?:son|daughter|child|boy|girl|little one))$/i;

/**
 * Doings that change the family or end in loss or illness: another frame's, never this one's ("my sister is leaving
 * home", "grandad is in hospital", "mum is having a baby").
 */
const CHANGE = /\b(?:having a baby|pregnant|expecting|getting married|married|divorc\w*|split(?:ting)? up|separat\w*|moving (?:out|in|house|away|to)|moved (?:out|in|away|to)|leaving home|going (?:away|to university|to uni)|new (?:baby|job|boyfriend|girlfriend|partner)|coming to live|lives? with us|in the army|away for)\b/i;

/** A loss or an illness: told as its weight asks, never as a squabble. */
const LOSS = /\b(?:died|dies|passed away|ill|sick|poorly|hospital|dementia|cancer)\b/i;

/** Doings no grown-up is the one of: copying a child, needing to beat a child. */
/** What a grown-up does out of love, which no story makes a trouble of. */
const LOVING = /\b(?:cuddl\w*|hug(?:s|ged|ging)?|kiss(?:es|ed|ing)?|comfort\w*|tucks? (?:me|us) in|sings? to (?:me|us)|reads? to (?:me|us)|looks? after (?:me|us)|makes? (?:me|us) laugh)\b/i;
const CHILDISH = /\b(?:cop(?:y|ies|ied|ying)|wants? to win|always wins?|cheats?|won'?t share|never shares?)\b/i;

/** Trouble by what is done, first match wins. */
const TROUBLES: ReadonlyArray<readonly [RelationTrouble, RegExp]> = [
  ['leaving', /\b(?:going to (?:a )?(?:different|another|new|other) school|changing schools?|mov(?:es|ed|ing) (?:away|to|house)|leaving (?:my|our|the) school|going to live)\b/i],
  ['copies', /\bcop(?:y|ies|ied|ying)\b|\bcopycat\b|\bdoes (?:everything|whatever) (?:I|me) do\b/i],
  ['says', /\b(?:call(?:s|ed|ing)? me|teas(?:e|es|ed|ing)|laugh(?:s|ed|ing)? at|makes? fun|forg(?:ets|ot|et) my|says? (?:I|my)|tells? me I)\b/i],
  ['outshines', /\b(?:beats? me|beat me|better at|better than|the favou?rite|all the attention|more attention|all the praise|gets? (?:all|everything|more)|always gets?)\b/i],
  ['bosses', /\b(?:boss(?:y|es|ing)?|tell(?:s|ing)? me what to do|wants? to win|always wins?|has to win|cheats?|always (?:has|wants) to (?:be first|choose|decide|go first)|in charge|chooses everything|makes the rules)\b/i],
  ['keeps', /\b(?:won'?t let me|doesn'?t let me|never lets me|not let me|won'?t share|doesn'?t share|never shares?|takes? my|took my|(?:always )?takes? the best|eats? all the|grabs? my|snatch\w*|keeps? (?:taking|grabbing))\b/i],
  ['leaves-out', /\b(?:no time for me|ignor\w* me|(?:won'?t|doesn'?t|don'?t|never) (?:wants? to )?play with me|never plays? with me|(?:never|doesn'?t|don'?t) ha(?:s|ve) (?:any )?time for me|picks? me|leaves? me out|left me out|talk to me|wait for me|sit (?:with|next to) me|want me|with me any ?more|play(?:s|ing)? with (?:someone|somebody) else|new best friend|other friends)\b/i],
  ['their-own', /\b(?:fight|fights|argue|argues|shout|shouts|squabble|doesn'?t talk to anyone|won'?t talk to anyone|cries|cry|hits|bites|is (?:always |really |very |so )*(?:shy|quiet|loud|naughty|grumpy|sad|moody|in a (?:bad )?mood))\b/i],
];

/** Modal and auxiliary verbs turned past, with their negatives. */
const PAST_AUX: Readonly<Record<string, string>> = {
  "won't": 'would not', wont: 'would not', 'will not': 'would not', will: 'would', "can't": 'could not', cant: 'could not', cannot: 'could not', 'can not': 'could not', can: 'could',
  "doesn't": 'did not', doesnt: 'did not', "don't": 'did not', dont: 'did not', 'does not': 'did not', 'do not': 'did not', does: 'did',
  "isn't": 'was not', isnt: 'was not', 'is not': 'was not', is: 'was', "'s": 'was', "aren't": 'were not', 'are not': 'were not', are: 'were', "'re": 'were',
  "hasn't": 'had not', 'has not': 'had not', has: 'had', have: 'had', lets: 'let', let: 'let', "haven't": 'had not', keeps: 'kept', keep: 'kept',
};

/** The child's own words, as the hero's: "me" → {him}, "my" → {his}, "I do" → "{he} did". */
function asTheHero(words: string): string {
  return words
    .replace(/\bI(?:'m| am)\b/g, '{he} {was}')
    .replace(/\bI (do|say|make|draw|wear|play|like|want|have|get|choose|pick|build|write)\b/g, (_all, verb: string) => `{he} ${pastOf(verb)}`)
    .replace(/\bI\b/g, '{he}')
    .replace(/\bmyself\b/gi, '{him}self')
    .replace(/\bmine\b/gi, '{hero}\'s')
    .replace(/\bme\b/gi, '{him}')
    .replace(/\bmy\b/gi, '{his}')
    // "Our new baby" is the hero's family's, and "when we're at the park" the family's too: never "our" or "we" in the
    // story's voice.
    .replace(/\bour\b/gi, '{his}')
    .replace(/\bwe\b/gi, 'they')
    .replace(/\bus\b/gi, 'them');
}

/** Pasts the tagger makes regular ("waked"). */
const IRREGULAR_PAST: Readonly<Record<string, string>> = { wake: 'woke', wakes: 'woke' };

/** A present verb's past ("shares" → "shared"), by the tagger; "do" → "did". */
function pastOf(verb: string): string {
  const irregular = IRREGULAR_PAST[verb.toLowerCase()];
  if (irregular) return irregular;
  const past = nlp(`it ${verb}`).verbs().toPastTense().text().replace(/^it /, '');
  return past && past !== `${verb}` ? past : verb === 'do' ? 'did' : past || verb;
}

type Term = { text: string; normal: string; tags: string[] };
type Verbs = ReturnType<ReturnType<typeof nlp>['verbs']>;

const cache = new Map<string, RelationReading | undefined>();

/**
 * The other person a theme is about and what they do to the hero's days ("my brother won't let me play with his lego",
 * "a boy in my class copies everything I do", "nobody picks me for their team"), or nothing when the theme is not
 * that shape: its subject is the child (a habit of the child's own), a thing or a place, no verb follows it, or what
 * they do is a change in the family, an illness or a loss (told elsewhere).
 */
export function readRelation(theme: string | undefined): RelationReading | undefined {
  const text = theme?.trim().replace(/[.!?]+$/, '').replace(/[’‘]/g, "'");
  if (!text) return undefined;
  if (cache.has(text)) return cache.get(text);
  const reading = read(text);
  cache.set(text, reading);
  return reading;
}

function read(text: string): RelationReading | undefined {
  // One sentence about someone: a line of a story or a list of words is no theme of this shape.
  if (LOSS.test(text) || /[.!?;:"]/.test(text)) return undefined;
  const terms = (nlp(text).json() as Array<{ terms: Term[] }>).flatMap((sentence) => sentence.terms);
  // The subject runs up to the first verb; "in my class", "next door", "at school" say which one, not what they do.
  const verbAt = verbAfterSubject(terms);
  if (verbAt < 1) return undefined;
  const subject = terms.slice(0, verbAt).map((term) => term.text).join(' ').trim();
  // A baby does nothing to the hero on purpose (a new baby's story is the catalogue's); a subject that opens with
  // another word ("worried other kids will laugh") is the child's own worry.
  if (HERO.test(subject) || !(OPENS_A_PERSON.test(subject) || A_NAME.test(subject))) return undefined;
  const person = personOf(subject, terms.slice(0, verbAt));
  if (!person) return undefined;
  const rest = text.split(/\s+/).slice(terms.slice(0, verbAt).filter((term) => term.text !== '').length).join(' ');
  // What they keep doing, a habit of their own ("is always on his tablet", "snores"): a baby's is only its crying or its
  // waking at dawn.
  const baby = /\b(?:bab(?:y|ies)|toddler)\b/i.test(subject);
  const habit = theirHabit(rest, baby);
  if (baby && habit?.kit !== 'crying' && habit?.kit !== 'baby-early') return undefined;
  // A name alone may be the child's own ("Sam never shares his toys"): it is another person only when the child is in what they do.
  const mine = /\b(?:me|my|I|mine|myself)\b/.test(rest);
  if (!mine && person.named) return undefined;
  // A friend who moves away is this story; a brother leaving home, a new baby or a wedding is a change in the family.
  if (person.kin !== undefined && CHANGE.test(rest)) return undefined;
  if (person.grownUp && CHILDISH.test(rest)) return undefined;
  // A grown-up's love ("Granny's cuddles when I fall down", "Dad reads to me") is no trouble to tell a quarrel of (held-out read 47).
  if (person.grownUp && LOVING.test(rest)) return undefined;
  const did = pastPhrase(rest);
  if (!did) return undefined;
  // A person doing something that is no trouble and not to the child ("my sister is learning to swim") is their own day.
  const said = TROUBLES.find(([, words]) => words.test(rest))?.[0];
  // A habit of theirs is told as that ("always busy and never plays with me"), unless what they do to the child is a kind
  // of its own ("takes my phone").
  const trouble = habit && (said === undefined || said === 'their-own' || said === 'leaves-out') ? 'habit' : said ?? (mine ? 'other' : undefined);
  if (!trouble) return undefined;
  const hero = asTheHero(did);
  // Taking the hero's own things is no keeping of theirs: nobody wants "a turn" of their own ball.
  const kind = trouble === 'keeps' && /\b(?:takes?|took|taking|grab\w*|snatch\w*) \{his\}/.test(hero) ? 'other' : trouble;
  const thing = thingOf(hero, kind);
  return { person, did: hero, trouble: kind, subject, doing: rest, ...(thing ? { thing } : {}), ...(kind === 'habit' && habit ? { habit } : {}) };
}

/**
 * Where what they do begins: the first verb, or, straight after the person's word, a verb the tagger read as a plural
 * noun ("my brother bites when he is cross").
 */
function verbAfterSubject(terms: readonly Term[]): number {
  const isPerson = (term: Term | undefined) => term !== undefined && (bareWord(term) in KIN || bareWord(term) in CHILD || bareWord(term) in GROWN);
  const first = terms.findIndex(isPerson);
  // "My twin brother snores": the person is the last of the words for them.
  let head = first;
  while (head >= 0 && isPerson(terms[head + 1])) head += 1;
  const after = head >= 0 && terms[head + 1]?.normal === 'next' && terms[head + 2]?.normal === 'door' ? head + 3 : head + 1;
  const next = head >= 0 ? terms[after] : undefined;
  if (next && !isVerb(next) && /s$/.test(next.normal) && next.tags.includes('Noun') && nlp(`he ${next.normal}`).has('#Verb')) return after;
  return terms.findIndex((term, index) => index > 0 && isVerb(term) && !/^(?:next|door)$/i.test(term.normal));
}

const bareWord = (term: Term) => term.normal.replace(/'s$/, '');

const isVerb = (term: Term) => term.tags.includes('Verb') || term.tags.includes('Modal') || term.tags.includes('Copula') || ((term.tags.includes('Adverb') || term.tags.includes('Negative')) && /^(?:always|never|really|still|just|often|sometimes|constantly)$/i.test(term.normal));

/** The person a subject names, or nothing when it names no one (a thing, a place, the child). */
function personOf(subject: string, terms: readonly Term[]): RelationPerson | undefined {
  const words = subject.split(/\s+/);
  const lower = words.map((word) => word.toLowerCase().replace(/'s$/, ''));
  if (GROUP.test(subject) || /^(?:the )?other (?:kids|children|boys|girls)\b/i.test(subject)) {
    return { first: GROUP.test(subject) ? subject.toLowerCase() : asTheHero(subject), the: 'the others', he: 'they', plural: true, grownUp: false, group: true };
  }
  // The person is the last of them in the subject: "my brother's friends" are the friends.
  const kinAt = lower.findLastIndex((word) => word in KIN);
  const childAt = lower.findLastIndex((word) => word in CHILD);
  if (kinAt > childAt) {
    const kin = lower[kinAt]!;
    const { he, grownUp, plural } = KIN[kin]!;
    // "my big sister", "our twins", "grandad": the family word kept as the parent wrote it.
    const own = /^(?:my|our)$/i.test(words[0] ?? '') || kinAt === 0;
    if (!own && !/^(?:the|his|her)$/i.test(words[0] ?? '')) return undefined;
    const phrase = asTheHero(words.slice(0, kinAt + 1).join(' '));
    const first = kinAt === 0 && grownUp ? capitalised(kin) : kinAt === 0 ? `{his} ${kin}` : /^the$/i.test(words[0]!) ? asTheHero(subject) : phrase;
    const the = kinAt === 0 && grownUp ? capitalised(kin) : /^the$/i.test(words[0]!) ? `the ${kin}` : phrase;
    // "his big sister Mia" is Mia on every later page, as the cast's sister is.
    const name = nameClosing(words, kinAt);
    if (name && !grownUp) return { first: asTheHero(subject), the: name, he, plural: false, grownUp, kin, group: false };
    return { first: kinAt === 0 || /^the$/i.test(words[0]!) ? first : asTheHero(subject), the, he, plural: plural === true, grownUp, kin, group: false };
  }
  if (childAt >= 0) {
    const word = lower[childAt]!;
    const { he, plural } = CHILD[word]!;
    // "her best friend Chloe moves away" is Chloe on every later page, never "the best friend" beside her name.
    const name = nameClosing(words, childAt);
    if (name) return { first: asTheHero(subject), the: name, he: he === 'they' ? pronounOfName(name) : he, plural: false, grownUp: false, group: false };
    const mine = /^(?:my|our)$/i.test(words[0] ?? '');
    // "my best friend" stays the hero's friend on every page; "a boy in my class" is "the boy" once met.
    const the = mine ? asTheHero(words.slice(0, childAt + 1).join(' ')) : `the ${words.slice(1, childAt + 1).join(' ').toLowerCase()}`.replace(/^the (?:the|a|an) /, 'the ');
    return { first: asTheHero(subject), the, he, plural: plural === true, grownUp: false, group: false };
  }
  const grownAt = lower.findLastIndex((word) => word in GROWN);
  if (grownAt >= 0 && /^(?:my|our|the)$/i.test(words[0] ?? '')) {
    const phrase = asTheHero(words.slice(0, grownAt + 1).join(' '));
    return { first: asTheHero(subject), the: phrase, he: GROWN[lower[grownAt]!]!.he, plural: false, grownUp: true, group: false };
  }
  // A name: one capitalised word that is no other word the tagger knows ("Sam", "Lily"); the rest must name the child (`read`).
  const named = terms.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(subject) && terms[0]!.tags.includes('Noun') && !terms[0]!.tags.some((tag) => tag === 'Plural' || tag === 'Verb' || tag === 'Adjective');
  if (named) {
    const he = terms[0]!.tags.includes('MaleName') ? 'he' : terms[0]!.tags.includes('FemaleName') ? 'she' : 'they';
    return { first: subject, the: subject, he, plural: false, grownUp: false, group: false, named: true };
  }
  return undefined;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The thing kept or taken ("would not let {him} play with his lego" → "his lego", "kept taking {his} ball" → "{his} ball"),
 * or what they are better at ("always beat {him} at chess" → "chess"): the lines of its kind then name it.
 */
function thingOf(did: string, trouble: RelationTrouble): string | undefined {
  if (trouble === 'keeps') return /\b(?:play (?:with|on)|share|sharing|shared) ((?:his|her|their) (?:[\p{L}-]+ )?[\p{L}-]+)(?= with \{him\}| and |$)/u.exec(did)?.[1];
  if (trouble === 'outshines') return /\b(?:better at|beat \{him\} at|better than \{him\} at) ([\p{L}-]+)(?= than|$)/u.exec(did)?.[1];
  return undefined;
}

/** Words that open a clause of its own after what they do: "when his friends come round", "and won't give it back". */
const CLAUSE = /\b(when|because|if|since|after|before|until|while|and|but)\b/i;

/**
 * The clauses after what they do, kept in step with it: "and won't give it back" → "and would not give it back", "when
 * his friends come round" → "when his friends came round", "everything she wants" → "everything she wanted".
 */
function clausesInThePast(after: string): string {
  const [first = '', ...rest] = after.split(CLAUSE);
  const stepped = rest.map((part, index) => (index % 2 === 1 ? pastClause(part) : part)).join('');
  return `${first.replace(/\b(he|she|they|it) (\p{L}+s)\b/gu, (_all, who: string, verb: string) => `${who} ${pastOf(verb)}`)}${stepped}`;
}

/** One clause in the past: its auxiliaries by the table, any other verb by the tagger. */
function pastClause(clause: string): string {
  // A contraction keeps its space: "when he's cross" is "when he was cross", never "hewas".
  const aux = clause.replace(/\b(won'?t|will not|can'?t|cannot|doesn'?t|does not|don'?t|do not|isn'?t|is not|is|aren'?t|are not|are|has|have)\b|'(s|re)\b/gi, (word) => (word.startsWith("'") ? ` ${PAST_AUX[word.toLowerCase()] ?? word}` : PAST_AUX[word.toLowerCase()] ?? word));
  if (aux !== clause) return aux;
  const first = /^(\s*)(\p{L}+)/u.exec(clause);
  const irregular = first ? IRREGULAR_PAST[first[2]!.toLowerCase()] : undefined;
  if (first && irregular) return `${first[1]}${irregular}${clause.slice(first[0].length)}`;
  // Only its first verb: "I get things wrong" is "I got things wrong", never "got things wronged".
  const doc = nlp(clause);
  (doc.verbs().eq(0) as Verbs).toPastTense();
  return doc.text() || clause;
}

/** What they do in the past tense: the first verb (with its modal, negative or "keeps") turned, the rest as written. */
function pastPhrase(rest: string): string | undefined {
  const match = /^((?:always|never|really|still|just|often|sometimes|constantly|even)\s+)?(won'?t|will not|will|can'?t|cannot|can not|can|doesn'?t|does not|does|don'?t|do not|isn'?t|is not|is|'s|aren'?t|are not|are|'re|hasn'?t|has not|has|haven'?t|have|keeps|keep|\p{L}+)\b\s*(.*)$/iu.exec(rest);
  if (!match) return undefined;
  const [, adverb = '', verb = '', after = ''] = match;
  const aux = PAST_AUX[verb.toLowerCase()];
  // A verb in the past already ("took my pencil", "copied my drawing") stays as it was typed.
  const past = nlp(verb).has('#PastTense');
  const turned = aux ?? (past ? verb : pastOf(verb));
  if (!aux && !past && turned === verb) return undefined;
  // What follows keeps its own clauses in step: "when he is cross" → "when he was cross".
  const later = clausesInThePast(after);
  return `${adverb}${turned}${later ? ` ${later}` : ''}`.replace(/\s+/g, ' ').trim();
}

/**
 * Whether the relation tells the theme rather than the catalogue entry its words name: there is none; the entry is a game,
 * a pastime or an event inside what the person does ("better at football than me", "won't let me play with his lego");
 * or the entry's words are only the person ("my big sister" is no new baby). A feeling or a moment the catalogue tells
 * ("nobody picks me", "the new girl doesn't talk to anyone", "my sister keeps breaking my things") keeps its entry.
 */
export function relationOverCatalogue(relation: RelationReading, entry: CatalogueTheme | undefined): boolean {
  if (!entry) return true;
  // "My big sister" is no new baby: an entry named only by the person is not the theme.
  if (catalogueThemeIn(relation.subject)?.id === entry.id && catalogueThemeIn(relation.doing)?.id !== entry.id) return true;
  // A habit of theirs the child minds is told with its kit ("my baby brother keeps crying" is no new baby coming home),
  // unless the entry tells a sad or hurtful thing gently.
  if (relation.trouble === 'habit' && !entry.tender && !entry.hurt) return true;
  // Someone else's moment, a sad or hurtful one, or a brother's or sister's own need keeps its entry, which tells it gently.
  if (entry.owner || entry.tender || entry.hurt || entry.aboutSibling) return false;
  const told = ABOUT_ANOTHER[entry.id];
  // Any other entry is the hero's own day or feeling ("sharing" is the hero learning to share, "new-school" the hero's
  // first day): the relation tells what the other person does.
  return told === undefined ? true : told !== 'all' && !told.includes(relation.trouble);
}

/**
 * The catalogue's entries that are about another child's doing, with the troubles each tells: a falling-out tells a
 * squabble, a grab or a breakage, not a copycat or a cousin who always wins.
 */
const ABOUT_ANOTHER: Readonly<Record<string, readonly RelationTrouble[] | 'all'>> = {
  jealousy: 'all', 'left-out': 'all', 'falling-out': ['keeps', 'their-own', 'other'],
  // "my friend celebrates Eid and I celebrate Christmas": the friend's festival and the hero's, each kept by the other.
  'friends-festivals': 'all',
};

/**
 * Whether one of the cast is the grown-up the theme is about ("grandad keeps calling me by my sister's name"): never the
 * grown-up who gives the hero advice about themselves.
 */
export function isTheGrownUpInTheTheme(member: { name: string }, theme: string | undefined): boolean {
  // "Grandma teaches me to knit" is knitting with Grandma: the one teaching is the company, not the one the story is about.
  const person = readRelation(theme && asLearning(theme))?.person;
  const family = person?.grownUp && person.kin ? familyOfWord(person.kin) : undefined;
  return family !== undefined && isOfFamily(member, family);
}

/** The family word of the grown-up the theme is about ("daddy shouts when he's cross"): never the parent a line brings along. */
export function grownUpWordInTheTheme(theme: string | undefined): string | undefined {
  const person = readRelation(theme)?.person;
  return person?.grownUp ? person.kin : undefined;
}

/** The people the theme names ("Oliver always beats me at chess"): a name keeps its capital wherever a page puts it. */
export function namesInTheTheme(theme: string | undefined): string[] {
  const person = readRelation(theme)?.person;
  return person?.named ? [person.first] : [];
}

/** A brother, sister or twin the theme is about: the cast's one, when there is one, is that one (`StoryContext.sibling`). */
export function aboutASibling(theme: string | undefined): boolean {
  const person = readRelation(theme)?.person;
  return person !== undefined && isASibling(person);
}

export const isASibling = (person: RelationPerson): boolean => !person.plural && /^(?:brother|sister|twin|stepbrother|stepsister)$/.test(person.kin ?? '');
