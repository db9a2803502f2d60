import nlp from 'compromise';
import { memoised } from '../core/memo';
import { kinPattern } from '../core/kin-words';

/**
 * The words of a parent's theme that change what its subject's usual story is: "the tooth fairy forgot to come" is a
 * tooth with no coin, "my dad works on Christmas day" a Christmas with Dad away at work, "saving up for a bike" the
 * saving, not the bike, and "getting lost at the supermarket" being lost, not the shopping. Read with the compromise
 * tagger (a verb's root and whether it is negated, its subject and its object), so every form a parent types reaches it.
 */
export type Twist =
  /** The thing did not happen as usual, or someone did not come: forgot, cancelled, missed, can't come, too ill to go. */
  | { kind: 'undone' }
  /** Someone of the family works or is away through the day the theme names ("mum works on Christmas day"). */
  | { kind: 'away'; who: string }
  /** The day the theme names without someone of the family ("sports day without mum"). */
  | { kind: 'without'; who: string }
  /** Saving up for the thing the theme names: the thing is only what the money is for. */
  | { kind: 'saving' }
  /** The child gets lost at the place the theme names. */
  | { kind: 'lost' }
  /** A thing of the child's is lost ("losing a library book", "lost her water bottle at school"): the thing as typed. */
  | { kind: 'losing'; thing: string };

/** Family and friends whose coming or being there a theme may take away. */
const SOMEONE = new RegExp(`^${kinPattern({}, ['friend', 'best friend', 'teacher', 'parent', 'parents', 'grandparents'])}$`);

/** What a child misses as longing, not a day missed: "missing someone", "missing home". */
const LONGED_FOR = /^(?:someone|somebody|anyone|everyone|people|friends|family|home|them|him|her|you|us)$/;
/** Verbs whose doing undoes the day: a party cancelled, a coin forgotten, a play missed. */
const UNDOING = new Set(['cancel', 'forget', 'postpone', 'miss']);
/** Verbs that, negated, undo the day: the fairy didn't come, granny can't come, we couldn't go. */
const COMING = new Set(['come', 'go', 'happen', 'visit', 'arrive', 'turn', 'show', 'make', 'bring', 'leave']);
/** A negation that says it did not or cannot happen, not a habit or a refusal ("won't go to bed", "doesn't like"). */
const NOT_DONE = /\b(?:can'?t|cannot|could(?:n'?t| not)|did(?:n'?t| not)|is(?:n'?t| not)|was(?:n'?t| not)|were(?:n'?t| not)|are(?:n'?t| not)|not able to|never came)\b/i;
/** The day someone works or is away through, not where or how ("goes to work on the bus"). */
const A_DAY = /\b(?:christmas|birthday|eve|day|night|weekend|holidays?|easter|eid|diwali|hanukkah|new year|bonfire|halloween|mother'?s day|father'?s day|sunday|saturday)\b/;
/** A day taken away said without such a verb: rained off, called off, too poorly to go. */
const UNDONE_SAID = /\b(?:rained off|called off|put off|too (?:ill|sick|poorly|unwell) to|off sick (?:for|on)|no[- ]show)\b/i;
/** "to sleep", "to bed": a night's trouble, not a day taken away ("can't go to sleep"). */
const BEDTIME_GO = /\b(?:go|get|going|getting) to (?:sleep|bed)\b/i;

interface Term {
  word: string;
  tags: readonly string[];
}

export const readTwist = memoised((theme: string): Twist | undefined => {
  const text = theme.trim();
  if (/\bsav(?:e|es|ed|ing)\b(?: up\b|.*\bfor\b)/i.test(text)) return { kind: 'saving' };
  if (/\b(?:get|gets|got|getting|gotten|is|was|were|being|went) lost\b|^lost (?:in|at)\b/i.test(text)) return { kind: 'lost' };
  const losing = thingLost(text);
  if (losing) return { kind: 'losing', thing: losing };
  const terms: Term[] = (nlp(text).terms().json() as Array<{ terms: Array<{ normal: string; tags: string[] }> }>).map((entry) => {
    const term = entry.terms[0]!;
    return { word: term.normal.replace(/'s$/, ''), tags: term.tags };
  });
  const without = withoutSomeone(terms);
  if (without) return { kind: 'without', who: without };
  const away = workingThrough(terms);
  if (away) return { kind: 'away', who: away };
  return isUndone(text, terms) ? { kind: 'undone' } : undefined;
});

/** "sports day without mum", "my birthday without my best friend": the one not there. */
function withoutSomeone(terms: readonly Term[]): string | undefined {
  const at = terms.findIndex((term) => term.word === 'without');
  if (at < 0) return undefined;
  const after = terms.slice(at + 1).filter((term) => !term.tags.includes('Determiner') && !term.tags.includes('Possessive') && !term.tags.includes('Adjective'));
  const two = `${after[0]?.word ?? ''} ${after[1]?.word ?? ''}`.trim();
  if (SOMEONE.test(two)) return two;
  return SOMEONE.test(after[0]?.word ?? '') ? after[0]!.word : undefined;
}

/** "my dad works on Christmas day", "mum is working late on bonfire night", "dad is away on my birthday": a family word that works or is away through the day. */
function workingThrough(terms: readonly Term[]): string | undefined {
  for (const [at, term] of terms.entries()) {
    if (!SOMEONE.test(term.word)) continue;
    // "mum is a nurse and works on Christmas day": what the one named is, then that they work through the day.
    const rest = terms.slice(at + 1, at + 12).map((next) => next.word).join(' ');
    if (/^(?:[\p{L}']+ ){0,6}?(?:works?|working|worked|away|on shift|on nights|on call)\b.*\b(?:on|at|over|through|during|for)\b/u.test(rest) && A_DAY.test(rest)) return term.word;
  }
  return undefined;
}

/** A verb that undoes the day: cancelled, forgot (by someone), missed (a day, not a person), or a coming negated. */
function isUndone(text: string, terms: readonly Term[]): boolean {
  if (UNDONE_SAID.test(text)) return true;
  const verbs = nlp(text).verbs().json() as Array<{ text: string; verb?: { infinitive?: string; negative?: boolean } }>;
  return verbs.some((verb) => {
    // "go camping", "go on": the verb's own root.
    const root = (verb.verb?.infinitive ?? '').split(' ')[0] ?? '';
    if (UNDOING.has(root)) return undoes(root, verb.text, terms);
    return COMING.has(root) && NOT_DONE.test(verb.text) && !BEDTIME_GO.test(text);
  });
}

/**
 * "Forgot" undoes the day only when someone else forgot ("the tooth fairy forgot"): "forgetting my lines" is a slip in it.
 * "Missed" undoes it only when what was missed is a day, not a person ("missing grandma" is longing for her).
 */
function undoes(root: string, said: string, terms: readonly Term[]): boolean {
  const at = terms.findIndex((term) => said.toLowerCase().split(/\s+/).includes(term.word));
  if (at < 0) return false;
  if (root === 'forget') return terms.slice(0, at).some((term) => term.tags.includes('Noun') && !/^(?:i|we|me)$/.test(term.word));
  if (root === 'miss') {
    const object = terms.slice(at + 1).find((term) => !term.tags.includes('Determiner') && !term.tags.includes('Possessive') && !term.tags.includes('Adjective'));
    return object !== undefined && !SOMEONE.test(object.word) && !LONGED_FOR.test(object.word) && !object.tags.includes('Person') && !object.tags.includes('Pronoun');
  }
  return true;
}

/** What is "lost" that is not mislaid, by its last word: a tooth comes out, a match or a final is lost, not looked for. */
const NOT_MISLAID = /(?:^|\s)(?:tooth|teeth|games?|match(?:es)?|finals?|races?|tournaments?|competitions?|contests?|galas?|cup|league|heats?|quiz|grading|bee|votes?|elections?|battle|fight|argument|points?|places?|friends?|weight|temper|voice|way|count|interest|patience|sleep|heart|nerve)$/i;
/** "lost my library book", "losing a glove in the snow": a possessive or article, the thing, then where (cut off). */
const LOST_THING = /\b(?:los(?:e|es|ing)|lost)\s+(?:(?:my|his|her|their|our|your|the|a|an|one|some)\s+)?(?:(?:new|favourite|favorite|best|special|precious|little|old)\s+)*(?!(?:at|in|on|to|against|out|it|them|him|her)\b)([a-z][a-z ]*?)(?:\s+(?:at|in|on|under|from|behind|down|again|today|yesterday|somewhere|and|when|while|by)\b.*)?$/i;

/** The thing a theme says the child lost, when it is a thing mislaid (not a tooth, a game, nor the child itself). */
function thingLost(text: string): string | undefined {
  const thing = LOST_THING.exec(text)?.[1]?.trim();
  // Someone lost is a loss or a falling out, not a thing to look for.
  return thing && !NOT_MISLAID.test(thing) && !SOMEONE.test(thing) ? thing : undefined;
}
