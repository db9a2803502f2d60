import { infinitiveOfGerund } from '../core/gerund';
import nlp from 'compromise';
import { withoutTrailing } from './without-trailing';
import { memoised } from '../core/memo';
import { VALUE_THEME } from '../world/lessons';
import { knackOf } from './read-knack';
import { asSkillLead, withoutCompany } from './skill-leads';
import { asLearning } from './read-day';

/** The plot that tells a habit, a skill or a dislike the catalogue does not name (`plots/the-habit.ts`). */
export { HABIT_PLOT_ID } from '../plots/frame-ids';

/**
 * What the theme asks of the hero: a skill or a habit to learn ("learning to whistle", "sitting still at the table"), a
 * habit to stop ("trying to stop biting his nails", "not interrupting"), or a thing the hero will not do or have ("won't
 * wear his coat", "doesn't like sun cream").
 */
export type HabitKind = 'skill' | 'stop' | 'dislike';

/**
 * What is hard about it, read from its verb and what the verb is done to, so each is told with true tries and a trick
 * that fits: fingers that will not do it (laces, a zip), a wait that feels long, a thing forgotten, hands too quick for an
 * animal, a knack of the body (whistling, skipping), a thing worn that feels wrong, or anything else.
 */
export type HabitFamily = 'hands' | 'waiting' | 'remembering' | 'gentle' | 'knack' | 'wearing' | 'other';

/** A habit, skill or dislike as the parent wrote it, its words turned to the hero's ({his}, {him}self). */
export interface HabitReading {
  kind: HabitKind;
  family: HabitFamily;
  /** The doing after "to": "tie {his} shoelaces", "wait {his} turn", "bite {his} nails", "wear {his} coat". */
  todo: string;
  /** The doing in its -ing form: "tying {his} shoelaces". */
  doing: string;
  /** The doing done: "tied {his} shoelaces". */
  did: string;
  /** What the doing is done to, short, when it names a thing: "the shoelaces", "the coat", "the cat", "the sun cream". */
  thing?: string;
  /** Whether `thing` is a plural ("the shoelaces": they). */
  plural?: boolean;
  /** A thing that keeps the hero safe (a helmet, a car seat, sun cream): never made optional, only bearable. */
  mustDo?: true;
  /** The knack a skill is, when one has a kit of its true steps (`understand/read-knack.ts`): "stairs", "skateboard", "pasta". */
  knack?: string;
}

/** "my", "his", "her" and the rest before a noun: the hero's own. */
const OWNER = /^(?:my|his|her|their|your)$/i;
const SELF = /^(?:myself|himself|herself|themselves|themself|yourself)$/i;

/** Leads of a dislike or a refusal, before the doing or the thing: "hates", "won't", "doesn't like", "refuses to". */
const DISLIKE = /^(?:(?:really|just|still|always)\s+)?(?:hates?|hating|dislikes?|disliking|can'?t stand|cannot stand|won'?t|wont|will not|refuses?(?: to)?|refusing(?: to)?|(?:does|do)(?: ?n[o']?t| not) (?:like|want(?: to)?|wanna)|not (?:liking|wanting(?: to)?)|fights?|fighting|screams? at|screaming at|(?:making )?a fuss (?:about|over)|fuss(?:es|ing)? (?:about|over))\s+(.+)$/i;
/** Someone named before the dislike: "she hates …", "my son won't …", "Ava refuses to …". */
const SUBJECT = /^(?:he|she|they|(?:my|our) (?:son|daughter|boy|girl|little one|toddler|child|kid|twins?)|[A-Z][a-z]+)\s+(?=\S)/;
/** Someone named before a skill's lead: "she is learning to …", "my son's trying to …". */
const SKILL_SUBJECT = /^(?:[Hh]e|[Ss]he|[Tt]hey|(?:[Mm]y|[Oo]ur) (?:son|daughter|boy|girl|little one|toddler|child|kid)|[A-Z][a-z]+)(?:'s|\s+is|\s+are|\s+has been)?\s+(?=(?:learning|trying|practi[cs]ing|getting|working|starting|wants?|wanting|desperate|dying|keen|eager|can|cannot|still|struggling|finally|just|really)\b)/;
/** Leads of a habit to stop: "trying to stop", "stopping", "not", "no more", "giving up". */
const STOP = /^(?:(?:trying|learning|wanting|working) (?:hard )?to )?(?:stop|stopping|quit|quitting|give up|giving up|break(?:ing)? the habit of|not|no more|no)\s+(.+)$/i;
/** Leads of a skill or habit to learn: "learning to", "trying to", "remembering to", "practising", "getting better at". */
const SKILL = /^(?:(?:learning|trying|wanting|starting|working|being able|remembering|practi[cs]ing)(?: hard)?(?: how)? to|learning how to|(?:practi[cs]ing|getting better at|working on|getting the hang of))\s+(.+)$/i;

/** Words that make a plain doing a habit rather than a day to spend ("sitting still at the table", not "going fishing"). */
const HABIT_WORDS = /\b(?:still|quietly|quiet|gently|gentle|nicely|properly|carefully|calmly|patiently|politely|by (?:\{him\}|him|her|them)sel(?:f|ves)|on (?:\{his\}|his|her|their|my) own|(?:\{his\}|his|her|their|my) own|(?:\{his\}|his|her|their|my) turn|turns|please|thank you|mouth closed|at the table|in (?:\{his\}|his|her|their|my|the) (?:own )?bed|first time)\b/i;
/** Verbs of knowing, feeling and wanting: "not knowing", "not feeling well" are no habit to stop or learn. */
const NOT_HABITS = /^(?:know|feel|miss|want|need|seem|wish|worry|love|like|hate|lose|die|become|understand|mind|care)$/;
/** Adjectives of a way to be that a child learns ("being gentle with the cat", "being patient"). */
const WAYS_TO_BE = /^(?:gentle|patient|quiet|careful|calm|polite|still|tidy|gentler|softer|soft|good|nice|ready)$/i;
/** People: being gentle with one of them is a story of the hero and that person, not of a habit. */
const PEOPLE = /\b(?:baby|babies|brother|sister|cousin|friends?|mum|mummy|dad|daddy|grandma|grandpa|granny|nana|teacher|people|children|kids|others|everyone|everybody)\b/i;

/** Verbs whose families decide the tries and the trick, by their infinitive (and particle). */
const FAMILIES: ReadonlyArray<readonly [HabitFamily, RegExp]> = [
  ['hands', /^(?:tie|do up|zip|zip up|button|button up|buckle|fasten|lace|put on|pull on|take off|get dressed|dress|fold|cut|pour|hold|use|brush|comb|wash)$/],
  ['waiting', /^(?:wait|sit|stay|keep|listen|queue|take|share|lie|be quiet|be patient|be still|be calm)$/],
  ['remembering', /^(?:remember|flush|say|put away|tidy|tidy up|hang up|turn off|switch off|close|shut|lift)$/],
  ['gentle', /^(?:stroke|pat|be gentle|be careful|be soft|be kind)$/],
];

/** Things worn or put on: a refusal of one is a thing that feels wrong, told with a choice of how. */
const WORN = /\b(?:coat|jacket|hat|helmet|gloves?|mittens?|scarf|shoes?|wellies|wellington boots|boots|socks|pyjamas|pjs|jumper|cardigan|uniform|glasses|armbands|life ?jacket|seat ?belt|sun ?cream|suncream|sunscreen|cream|plasters?|vest|tights|trousers|shorts|dress|clothes|nappy|pants|hoodie|mask|swimming costume|swimsuit|sun ?hat)\b/i;
/** Things that keep a child safe, never optional: only made bearable. */
const SAFETY = /\b(?:helmet|car ?seat|seat ?belt|life ?jacket|armbands|sun ?cream|suncream|sunscreen|sun ?hat|hold(?:ing)? (?:\{his\} |my |his |her )?hands?|reins|medicine)\b/i;
/** A thing named alone after a dislike, and the doing it is met with: "sun cream" is put on, a coat worn, a car seat sat in. */
const THING_DOINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:sun ?cream|suncream|sunscreen|cream|plasters?)\b/i, 'put on'],
  [/\b(?:car ?seat|high ?chair|pushchair|buggy|booster seat)\b/i, 'sit in'],
  [WORN, 'wear'],
];

interface Term {
  text: string;
  tags: string[];
}

const termsOf = (text: string): Term[] => (nlp(text).terms().json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>).map((entry) => ({ text: entry.terms[0]!.text, tags: entry.terms[0]!.tags }));

/** The hero's words for the parent's: "my coat" → "{his} coat", "by herself" → "by {him}self". */
const asTheHeros = (words: string) => words.split(/\s+/).map((word) => (OWNER.test(word) ? '{his}' : SELF.test(word) ? '{him}self' : word)).join(' ');

/** Verbs the tagger does not conjugate alone. */
const IRREGULAR: Readonly<Record<string, { doing: string; did: string }>> = { have: { doing: 'having', did: 'had' }, be: { doing: 'being', did: 'was' }, go: { doing: 'going', did: 'went' }, do: { doing: 'doing', did: 'did' } };

/** A short verb that doubles its last letter: "hop" → "hopping", "hopped". */
const doubles = (verb: string) => /^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb) || BRITISH_L.test(verb);
/** British spelling doubles the last l after one vowel: "snorkelling", "travelled", "pedalled". */
const BRITISH_L = /[^aeiou][aeiou]l$/;

/** A verb's -ing by the spelling rules ("tie" → "tying", "snap" → "snapping", "make" → "making"): the tagger doubles none. */
function gerundOf(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeioy]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  return doubles(verb) ? `${verb}${verb.at(-1)}ing` : `${verb}ing`;
}

/** A verb's past, by the tagger where it knows it ("wear" → "wore"), else by the spelling rules ("skip" → "skipped", "button" → "buttoned"). */
function pastOf(verb: string): string {
  if (BRITISH_L.test(verb)) return `${verb}led`;
  const forms = (nlp(`they ${verb} it`).verbs().conjugate() as Array<Record<string, string>>)[0];
  const told = forms?.Infinitive === verb ? forms.PastTense : undefined;
  if (told && (told !== verb || /[td]$/.test(verb))) return told;
  if (/e$/.test(verb)) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return doubles(verb) ? `${verb}${verb.at(-1)}ed` : `${verb}ed`;
}

/** A verb's -ing and past, from its infinitive. */
const formsOf = (verb: string): { doing: string; did: string } => IRREGULAR[verb] ?? { doing: gerundOf(verb), did: pastOf(verb) };


/** Verbs and the particle that belongs to them ("do up", "put on", "tidy up"): any other word after a verb is its object or place. */
const PHRASAL = /^(?:do up|zip up|button up|put on|pull on|take off|put away|tidy up|clean up|hang up|get up|wake up|turn off|switch off|give up|put back|pick up|wash up|calm down|sit down|lie down)$/;

/** The doing a phrase leads with, as an infinitive ("tie", "do up", "be gentle") and what follows it. */
interface Doing {
  verb: string;
  rest: string;
}

/** "to tie his laces", "tie his laces", "tying his laces": the verb's infinitive and the words after it. */
function doingOf(phrase: string): Doing | undefined {
  // After "to", the word is a verb whatever the tagger makes of it alone ("to button", "to flush"); without it, only an -ing is.
  const led = /^to\s+/i.test(phrase);
  const text = phrase.replace(/^to\s+/i, '').trim();
  const [first = '', second = '', ...more] = text.split(/\s+/);
  if (!/^\p{L}+$/u.test(first)) return undefined;
  const word = first.toLowerCase();
  // After "to" the word is the infinitive already: "to swing", "to bring", never "sw" and "br".
  const verb = !led && /\p{L}{2}ing$/u.test(word) ? infinitiveOfGerund(word) : word;
  if (!verb || !/^\p{L}+$/u.test(verb) || NOT_HABITS.test(verb)) return undefined;
  const tags = termsOf(`they ${verb}`)[1]?.tags ?? [];
  if (!led && !/ing$/.test(word) && !tags.includes('Verb')) return undefined;
  if (tags.some((tag) => /^(?:Determiner|Preposition|Pronoun|Conjunction|Adjective|Value)$/.test(tag))) return undefined;
  // A particle that belongs to the verb ("do up", "put on", "tidy up"), and "be" with the way to be ("be gentle").
  const pair = `${verb} ${second.toLowerCase()}`;
  if (PHRASAL.test(pair)) return { verb: pair, rest: more.join(' ') };
  if (verb === 'be' && WAYS_TO_BE.test(second)) return { verb: `be ${second.toLowerCase()}`, rest: more.join(' ') };
  if (verb === 'get' && /^dressed$/i.test(second)) return { verb: 'get dressed', rest: more.join(' ') };
  return { verb, rest: [second, ...more].filter(Boolean).join(' ') };
}

/** The forms of a whole doing: its verb's forms with its particle and the rest after it. */
function phraseForms(doing: Doing): Pick<HabitReading, 'todo' | 'doing' | 'did'> | undefined {
  const [head = '', ...tail] = doing.verb.split(' ');
  const forms = formsOf(head);
  const after = [...tail, asTheHeros(doing.rest)].filter(Boolean).join(' ');
  const join = (form: string) => [form, after].filter(Boolean).join(' ');
  return { todo: join(head), doing: join(forms.doing), did: join(forms.did) };
}

/** What a doing is done to, short: the last noun of its rest, with "the" ("{his} shoelaces" → "the shoelaces"). */
function thingOf(rest: string): { thing: string; plural: boolean } | undefined {
  // Only what the verb is done to: not where, when or how ("on one leg", "at dinner", "gently"), nor a particle after it ("{his} shoes on").
  const object = rest.replace(/^(?:with|to)\s+/i, '').replace(/(?:^|\s+)(?:in|at|on|for|(?:all\s+)?by|against|before|after|when|every|with|to|from|into)\s+.+$/i, '').replace(/(?:\s+(?:on|off|up|back|away|\p{L}+ly))+$/iu, '');
  const terms = termsOf(object);
  const head = terms.at(-1);
  if (!head || !head.tags.includes('Noun') || head.tags.includes('Pronoun') || head.tags.includes('Adverb') || /^(?:turn|time|own|self|indoors|outside|inside)$/i.test(head.text)) return undefined;
  const word = head.text.toLowerCase().replace(/[^\p{L}-]/gu, '');
  const before = terms.at(-2);
  // "sun cream", "car seat": a noun before the head is part of its name.
  const compound = before && before.tags.includes('Noun') && !before.tags.includes('Possessive') && !before.tags.includes('Pronoun') && !before.tags.includes('Adjective') ? `${before.text.toLowerCase()} ` : '';
  // The hero's own stays the hero's ("{his} nails"); anything else is "the".
  const owner = /^\{his\}\s/.test(object) ? '{his}' : 'the';
  return { thing: `${owner} ${compound}${word}`, plural: head.tags.includes('Plural') };
}

function familyOf(kind: HabitKind, verb: string, rest: string): HabitFamily {
  if (kind === 'dislike' && (/^(?:wear|put on|pull on|have on)$/.test(verb) || (verb === 'put' && /\son$/i.test(rest)) || (verb === 'sit in' && SAFETY.test(rest)))) return 'wearing';
  if (kind === 'dislike') return 'other';
  const found = FAMILIES.find(([, verbs]) => verbs.test(verb))?.[0];
  if (found) return found;
  return kind === 'skill' ? 'knack' : 'other';
}

/** A clause of when, if or because after the habit ("when it is cold", "if it rains", "because it itches"). */
const WHEN_CLAUSE = /\s+(?:when|whenever|if|because|unless|while|as soon as)\s+(?:it|it's|its|there|the|i|i'm|he|she|they|we|you|my|his|her|their|our|mum|dad|everyone|people)\b.*$/i;

/** The habit, skill or dislike a theme names, or nothing; see `HabitReading`. */
export const readHabit = memoised((theme: string): HabitReading | undefined => {
  const whole = habitOf(theme);
  if (whole) return whole;
  // "learning to play tennis with grandma": the habit before its last phrase of place or company (`without-trailing.ts`).
  const shorter = /\blearn/i.test(theme) ? withoutTrailing(theme, { company: true }) : undefined;
  return shorter ? readHabit(shorter) : undefined;
});

function habitOf(theme: string): HabitReading | undefined {
  // "Dad is teaching me to skateboard" is the learning, read the same by every frame that asks (`readTheme`, `habitPlot`).
  // "not wanting to wear a coat when it is cold": the clause of when is the day's, not the habit's, which pages say over
  // and over ("every time it was time to wear a coat when it is cold"; held-out read 33).
  const text = asLearning(theme.trim().replace(/[.!]+$/, '').replace(/[’]/g, "'").replace(WHEN_CLAUSE, ''));
  if (!text || text.split(/\s+/).length > 10 || /[?"“”:;]/.test(text) || VALUE_THEME.test(text)) return undefined;
  const led = asSkillLead(text.replace(SKILL_SUBJECT, ''));
  const skill = skillIn(led.text);
  const reading = dislikeIn(text.replace(SUBJECT, '')) ?? stopIn(text) ?? (led.kitOnly && !skill?.knack ? undefined : skill);
  if (reading && !PEOPLE.test(reading.todo)) return reading;
  // "Learning to skateboard with dad": a knack learnt with someone is the knack, the someone its company.
  const alone = withoutCompany(text);
  const knack = alone === text ? undefined : readHabit(alone);
  return knack?.knack ? knack : undefined;
}

function build(kind: HabitKind, doing: Doing): HabitReading | undefined {
  const forms = phraseForms(doing);
  if (!forms) return undefined;
  // "have {his} nails cut": what is had done is the nails, not the cutting.
  const object = doing.verb === 'have' ? doing.rest.replace(/\s+\p{L}+$/u, '') : doing.rest;
  const thing = thingOf(asTheHeros(object));
  const knack = kind === 'skill' ? knackOf(forms.todo, thing?.thing)?.id : undefined;
  return {
    kind,
    family: familyOf(kind, doing.verb, doing.rest),
    ...forms,
    ...(thing ? { thing: thing.thing, plural: thing.plural } : {}),
    ...(SAFETY.test(`${doing.verb} ${doing.rest}`) ? { mustDo: true as const } : {}),
    ...(knack ? { knack } : {}),
  };
}

function dislikeIn(text: string): HabitReading | undefined {
  const said = DISLIKE.exec(text)?.[1]?.trim();
  if (!said) return undefined;
  // "having her hair washed", "to wear a helmet", "wear his coat": a doing; "sun cream", "his car seat": a thing met by its doing.
  // A thing the phrase begins with ("sun cream", whose "sun" the tagger may read as a verb) is the thing, met by its doing.
  const object = said.replace(/^(?:having|wearing|putting on)\s+/i, '');
  const article = /^(?:(?:the|a|an|my|his|her|their|your|any|some)\s+)?/i.exec(object)![0].length;
  const met = THING_DOINGS.find(([pattern]) => pattern.exec(object)?.index === article)?.[1];
  // After "won't", "refuses to" or "doesn't want to", the word is a verb whatever the tagger makes of it alone.
  const doing = met ? undefined : doingOf(/(?:\bto|n'?t|will not)\s+$/i.test(text.slice(0, text.length - said.length)) ? `to ${said}` : said);
  if (doing && !/^(?:the|a|an|my|his|her|their|your|any|some)$/i.test(said.split(/\s+/)[0]!)) return build('dislike', doing);
  return met && object.split(/\s+/).length <= 4 ? build('dislike', { verb: met, rest: object }) : undefined;
}

function stopIn(text: string): HabitReading | undefined {
  const said = STOP.exec(text)?.[1];
  // Only a doing said with -ing is a habit to stop ("not interrupting"; "no sweets" is no habit).
  if (!said || !/^\p{L}+ing\b/u.test(said)) return undefined;
  const doing = doingOf(said);
  return doing ? build('stop', doing) : undefined;
}

/** "For the first time" says when, not what: the doing is told without it ("ride a pony", not "ride a pony for the first time"). */
const FIRST_TIME = /\s+for the (?:very )?first time$/i;

function skillIn(typed: string): HabitReading | undefined {
  // A plain doing's "for the first time" still says it is a skill (`HABIT_WORDS`); the doing is read without it.
  const firstTime = FIRST_TIME.test(typed);
  const text = typed.replace(FIRST_TIME, '');
  const led = SKILL.exec(text);
  const said = led?.[1];
  if (said) {
    // "trying to learn to wink" is learning to wink; "practising her handstands" is doing them.
    const bare = said.replace(/^(?:learn(?:ing)?|practi[cs]e) (?:how )?to\s+/i, '');
    const doing = /^(?:my|his|her|their|the|a|an)\s/i.test(bare) ? { verb: 'do', rest: bare } : doingOf(/\bto\s+$/i.test(led[0].slice(0, led[0].length - said.length)) ? `to ${bare}` : bare);
    // "remembering to flush": the remembering is the habit, told with a chart, not a knack to practise.
    const reading = doing ? build('skill', doing) : undefined;
    return reading && /^remember/i.test(text) ? { ...reading, family: 'remembering' } : reading;
  }
  // A plain doing is a habit only when its words say so ("sitting still at the table", "being gentle with the cat").
  if (!/^\p{L}+ing\b/u.test(text)) return undefined;
  const doing = doingOf(text);
  if (!doing) return undefined;
  return /^be /.test(doing.verb) || firstTime || HABIT_WORDS.test(text) ? build('skill', doing) : undefined;
}
