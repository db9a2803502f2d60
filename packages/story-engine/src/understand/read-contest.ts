import nlp from 'compromise';
import { singularOf } from './read-words';
import { isTrialGame } from '../world/trial-drills';

/** The plot that tells a contest a theme names inside an interest (`plots/the-contest.ts`). */
export { CONTEST_PLOT_ID } from '../plots/frame-ids';

/**
 * How a contest is run, which decides its true order: heats and a final, rounds or halves, turns before judges, or
 * entries made beforehand and laid out for the judges (a painting is not performed), or a team's trials (drills, a
 * coach with a clipboard, a list on the board: `world/trial-drills.ts`).
 */
export type ContestForm = 'race' | 'match' | 'judged' | 'made' | 'trial';

/**
 * A contest a parent names inside an interest ("a pony club competition", "the football final", "the under-11s rugby
 * tournament", "the Regional Gymnastics Championships"): the contest word as they wrote it, what it is a contest of,
 * in their own words and capitals, and how it is run.
 */
export interface ContestReading {
  /** The contest word, singular or plural as written: "competition", "Championships", "final". */
  word: string;
  /** Whether the word is a plural ("the championships", "the trials"): such a contest is "they", never "it". */
  plural: boolean;
  /** What it is a contest of, as written: "pony club", "under-11s rugby", "Pony Club". */
  of: string;
  /** How a sentence names it: "the pony club competition", "the Regional Gymnastics Championships". */
  name: string;
  /** Heats and a final, rounds (a tournament) or halves (one match), or turns before judges. */
  form: ContestForm;
  /** A tournament, cup or league is played in rounds; a final or a match is one game. */
  rounds: boolean;
  /** Played by a side (football, netball), not one against one (chess, tennis). */
  team: boolean;
}

/** Words for a contest, each with the form it says by itself (undefined: the sport decides). */
const CONTEST_WORDS: Readonly<Record<string, ContestForm | undefined>> = {
  race: 'race', gala: 'race', regatta: 'race', meet: 'race', heat: 'race', triathlon: 'race',
  final: 'match', match: 'match', tournament: 'match', cup: 'match', league: 'match', derby: 'match', game: 'match',
  competition: undefined, contest: undefined, championship: undefined, trial: 'judged', show: 'judged', bee: 'judged', audition: 'judged', olympiad: 'judged',
};

/** Played in rounds rather than one game. */
const IN_ROUNDS = /^(?:tournament|cup|league|championship)$/;

/** Sports where the fastest wins, and sports played against a side. */
const RACED = /\b(?:swim\w*|run\w*|athletic\w*|cross[- ]country|sprint\w*|cycl\w*|bmx|rowing|canoe\w*|kayak\w*|sail\w*|ski\w*|snowboard\w*|go[- ]kart\w*|karting|scooter|sack|relay|marathon|fun run|triathlon)\b/i;
const TEAMS = /\b(?:football|soccer|footie|footy|rugby|netball|basketball|hockey|cricket|volleyball|handball|water polo|lacrosse|baseball|rounders|quiz|relay)\b/i;
const PLAYED = /\b(?:football|soccer|footie|footy|rugby|netball|basketball|hockey|cricket|tennis|badminton|table tennis|ping[- ]pong|volleyball|chess|draughts|handball|water polo|lacrosse|baseball|rounders|squash|golf|quiz)\b/i;

/** Contests of something made beforehand: art, baking, writing, a model, a flower or vegetable grown. */
const MADE = /\b(?:art|arts|painting|drawing|colouring|coloring|bak\w*|cakes?|photo\w*|poetry|poems?|writing|story|stories|essay|handwriting|lego|models?|flowers?|vegetables?|produce|science|design|sculpture|crafts?|pumpkins?|sandcastles?|scarecrows?|marrows?)\b/i;

/** A show is a contest only of something judged: animals, produce, a talent. */
const SHOWN = /\b(?:horse|pony|ponies|dog|cat|rabbit|guinea pig|poultry|hen|flower|vegetable|produce|talent|gymkhana|baking|cake)s?\b/i;
/** A bee is a contest only of words or numbers. */
const BEES = /\b(?:spell\w*|math\w*|maths|geograph\w*|science|history|quiz|times tables?)\b/i;

/** Words that end what a contest is of, reading back from it: an article, a possessive, a preposition, a verb. */
const STOP = /^(?:a|an|the|my|our|his|her|their|your|this|that|next|at|in|on|for|to|of|with|and|or|from|about|before|after|is|was|doing|entering|winning|losing|going|first|big|last|annual|school's|class's)$/i;

const cache = new Map<string, ContestReading | undefined>();

/** Any word of `CONTEST_WORDS`, singular or plural: a theme without one is not given to the tagger at all. */
const ANY_CONTEST_WORD = new RegExp(`\\b(?:${Object.keys(CONTEST_WORDS).join('|')})(?:e?s)?\\b`, 'i');

/**
 * The contest a theme names, or nothing: its word (read with the compromise tagger as a noun, so "racing" or "to show"
 * is not one), the words before it back to an article, a possessive or a preposition (capitals and plurals as the parent
 * wrote them), and how it is run. "A race to the moon" names no contest: nothing says what it is a race of.
 */
const TRYING_OUT = /\b(?:try(?:ing)?|tried) ?outs? for (?:the |a |my |his |her |their )?([\p{L} -]+? (?:team|squad))\b/iu;

/** A contest watched, on the sofa or in the stands: the watching's, not the child's own contest. */
const WATCHED = /\b(?:watch(?:es|ing|ed)?|cheer(?:s|ing|ed)? on|see(?:ing)?|saw)\b[^.]*\b(?:final|match|game|cup|tournament|championships?|olympics|world cup|grand prix|race)\b/i;

export function readContest(theme: string | undefined): ContestReading | undefined {
  const text = theme?.trim();
  if (!text) return undefined;
  if (cache.has(text)) return cache.get(text);
  // "Trying out for the netball team" is the team's trials, as parents say it.
  const said = text.replace(TRYING_OUT, (_whole, team: string) => `the ${team} trials`);
  // "Watching the world cup final with my family" is a match watched, never one the child plays in (held-out read 35).
  const reading = ANY_CONTEST_WORD.test(said) && !WATCHED.test(said) ? read(said) : undefined;
  cache.set(text, reading);
  return reading;
}

type Term = { text: string; post: string; tags: string[] };

const bare = (term: Term) => term.text.replace(/[^\p{L}\p{N}'’-]/gu, '');
const isContestWord = (term: Term | undefined) => term !== undefined && singularOf(bare(term).replace(/['’]s?$/, '')) in CONTEST_WORDS;

function read(text: string): ContestReading | undefined {
  const terms = (nlp(text).json() as Array<{ terms: Term[] }>).flatMap((sentence) => sentence.terms);
  // The word is a noun where it stands ("a race", not "racing"), or ends the phrase ("the football final", which the tagger reads as "final" the adjective).
  const candidates = terms.flatMap((term, index) => (isContestWord(term) && (term.tags.includes('Noun') || index === terms.length - 1 || STOP.test(bare(terms[index + 1]!))) ? [index] : []));
  // "the village show baking contest": a word that names no contest there ("show" of a village) gives way to the next.
  for (const first of candidates) {
    const reading = readAt(terms, first);
    if (reading) return reading;
  }
  return undefined;
}

function readAt(terms: readonly Term[], first: number): ContestReading | undefined {
  // "the netball league final": the last of a run of contest words is the contest, the others say what of.
  let at = first;
  while (isContestWord(terms[at + 1])) at += 1;
  const raw = bare(terms[at]!);
  const word = singularOf(raw);
  let start = at;
  while (start > 0) {
    const term = terms[start - 1]!;
    if (!bare(term) || STOP.test(bare(term)) || /['’]s$/.test(bare(term)) || (term.tags.includes('Verb') && !term.tags.includes('Noun'))) break;
    start -= 1;
  }
  // The words as written, a hyphen kept where the parent wrote one ("under-11s", "cross-country").
  const joined = (from: number, to: number) => terms.slice(from, to).map((term, index, all) => bare(term) + (index === all.length - 1 ? '' : term.post.includes('-') ? '-' : ' ')).join('');
  const of = joined(start, at);
  if (!of) return undefined;
  if (word === 'show' && !SHOWN.test(of)) return undefined;
  if (word === 'bee' && !BEES.test(of)) return undefined;
  // A game is a contest only of a side's sport ("a basketball game"): never a board game, a video game or tag.
  if (word === 'game' && !TEAMS.test(of)) return undefined;
  // A team game's trials are no turns before judges: the coach's drills and a list on the board.
  const told = word === 'trial' && isTrialGame(of) ? 'trial' : CONTEST_WORDS[word];
  const form = told === 'judged' || told === undefined ? (MADE.test(of) ? 'made' : told ?? (RACED.test(of) ? 'race' : PLAYED.test(of) ? 'match' : 'judged')) : told;
  // A championship of a sport played against a side is played in rounds; a competition of one judged is not.
  // The side's game may be said before it ("our rugby team lost the cup final"): a side plays a final in halves too.
  const team = TEAMS.test(of) || TEAMS.test(terms.map(bare).join(' '));
  // One against one, a final is still a day of games (the draw, the rounds); only a side plays one match in halves.
  const rounds = form === 'match' && (IN_ROUNDS.test(word) || word === 'competition' || !team);
  // Only the words the parent wrote before it, with its own words kept: "the pony club competition", never "a competition".
  const name = `the ${joined(start, at + 1)}`;
  return { word: raw, plural: raw.toLowerCase() !== word, of, name, form, rounds, team };
}
