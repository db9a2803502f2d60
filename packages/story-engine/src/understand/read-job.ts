import { memoised } from '../core/memo';
import { ANY_JOB, HOME_JOB, jobNamedIn, type Job } from '../world/jobs';
import { kinPattern } from '../core/kin-words';

/** The plot that tells a grown-up's job (`plots/the-job.ts`). */
export { JOB_PLOT_ID } from '../plots/frame-ids';

/**
 * What a parent means by a grown-up's job: pride in it (a visit, seeing them at work, playing it at home), the job taking
 * them away at odd hours (nights, shifts, late: the goodbye, a ritual, a note, the coming home), or what they do all day
 * (the child's day and theirs, side by side). A job the grown-up had once ("grandpa was a farmer") is told from their
 * old things and stories. A child who does not want them to go in the morning ("why does mummy have to go to work") is
 * the goodbye at the door, and the coming home.
 */
export type JobShape = 'pride' | 'away' | 'day' | 'once' | 'goodbye';

export interface JobReading {
  job: Job;
  shape: JobShape;
  /** The family word as the parent wrote it: "mummy", "grandpa", "auntie". */
  who: string;
  /** The grown-up's own pronoun, from the family word: "she" for a mum or a gran, "he" for a dad or a grandad. */
  he: 'he' | 'she' | 'they';
  /** The job in the parent's own word, where they name it ("a fireman", "a lawyer", "an Uber driver"): said instead of the table's. */
  called?: string;
  /** The job is at the child's own school or nursery ("my mum is a teacher at my school"): seen every day, not visited. */
  atMySchool?: true;
  /** Away in the evenings, not the nights ("works late", "long hours"): home after bedtime, at breakfast in the morning. */
  late?: true;
}

const WHO = kinPattern({ grownUp: true }, ['step mum', 'step dad']);
/** Who the job is whose, leading the theme: "my mum", "daddy", "our grandad", "auntie Sara". */
const WHOSE = new RegExp(`^(?:(?:my|our|his|her|their)\\s+)?(${WHO})(?:'s)?\\s+(.+)$`, 'i');
/** The job said after who: "is a nurse", "was a farmer", "used to be a baker", "works as a builder", "drives a lorry". */
const JOB_SAID = /^(?:(?:is|was|'s|used to be|has been|works? as|worked as|is working as)\s+)?(?:a|an|the)\s+(.+)$|^((?:drives?|drove|works?|worked|working|cuts?|fix(?:es)?|delivers?|bakes?|teaches|flies|builds?|looks? after|cooks?)\b.*)$/i;
/** Work named without a job: "works nights", "works from home", "at work", "job". */
const WORK_SAID = /^(?:works?|working|job|work)\b/i;
/** Themes of a grown-up's work named without who first: "what daddy does at work", "take your child to work day". */
const AT_WORK = new RegExp(`\\bwhat (?:my |our )?(${WHO}) does(?: all day)?(?: at work| for work| for a job| all day)\\b|\\b(?:going|go|went|visit(?:ing)?) (?:to )?(?:work with (?:my |our )?(${WHO})|(?:my |our )?(${WHO})(?:'s| at (?:his|her|their)) work)\\b|\\b(?:take|bring) (?:your|our|a) (?:child|kid|son|daughter)s? to work\\b|\\b(${WHO})'s (?:job|work)\\b`, 'i');

/** The child's own school or nursery named as the place of the job. */
const AT_MY_SCHOOL = /\b(?:at|in) (?:my|our|his|her|their) (?:school|nursery|class|preschool)\b/i;
/** A child who does not want the grown-up to go to work: "daddy has to go to work", "worried about mummy going to work". */
const GOODBYE = new RegExp(`^(?:(?:why|when) (?:does|do|did) (?:my |our )?(${WHO}) (?:have|has) to go to work|(?:(?:worried|sad|upset|crying|cries|cry) (?:about|when) |not wanting |(?:does not|doesn't|don't|won't) (?:want|let) )?(?:my |our )?(${WHO}) (?:to )?(?:has to |have to |having to |is )?go(?:ing|es)? (?:to|off to) work)$`, 'i');
/** Odd hours that take the grown-up away from the child's evenings and nights. */
const ODD_HOURS = /\b(?:nights?|night ?shifts?|at night|overnight|shifts?|late|early|long hours|weekends|away)\b/i;
/** A change in the job, not the job as it is: the family's news (`read-change.ts`), or going back to work (the catalogue's). */
const CHANGED = /\b(?:now|new job|starting|starts|started|has to|have to|had to|(?:is|are|am) going to|gonna|going back|went back|back to work|lost|redundant|retir\w*|moving|changed|quit|leaving|left)\b/i;
/** Words that say what the grown-up does through the day. */
const ALL_DAY = /\b(?:all day|what .* does|take (?:your|our|a) (?:child|kid)|from home)\b/i;
const FEMALE = new RegExp(`^${kinPattern({ grownUp: true, he: 'she' }, ['step mum'])}$`, 'i');

function shapeOf(text: string, rest: string, job: Job): JobShape {
  if (/^(?:was|used to be|worked as|drove|worked)\b/i.test(rest)) return 'once';
  if (ODD_HOURS.test(text) || (job.shifts && /\bworks? (?:at )?night/i.test(text))) return 'away';
  if (ALL_DAY.test(text)) return 'day';
  return 'pride';
}

/** Evenings and long days, with no night said. */
const LATE = /\b(?:late|long hours|evenings?)\b/i;
const NIGHT = /\bnights?\b|\bovernight\b/i;

function reading(who: string, job: Job, shape: JobShape, text: string): JobReading {
  const late = shape === 'away' && LATE.test(text) && !NIGHT.test(text);
  return { job, shape, who: who.toLowerCase(), he: FEMALE.test(who) ? 'she' : 'he', ...(late ? { late: true as const } : {}) };
}

/** The job's own noun before anything said after it ("a cleaner at the hospital" → "a cleaner"), if the row knows it. */
function calledIn(named: string | undefined, job: Job): { called?: string } {
  const noun = named?.split(/\s+(?:and|at|in|on|for|who|but|with|so)\b|[,.;]/i)[0]?.trim();
  if (!noun || noun.split(/\s+/).length > 3 || !job.words.test(noun) || !/^[\p{L} -]+$/u.test(noun)) return {};
  return { called: `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}` };
}

/** The grown-up's job a theme names, and what the parent means by it; nothing for any other theme (see `JobReading`). */
export const readJob = memoised((theme: string): JobReading | undefined => {
  const text = theme.trim().replace(/[.!]+$/, '').replace(/[’]/g, "'");
  if (!text || text.split(/\s+/).length > 14) return undefined;
  const goodbye = GOODBYE.exec(text);
  if (goodbye) return reading(goodbye.slice(1).find(Boolean) ?? 'mum', jobNamedIn(text) ?? ANY_JOB, 'goodbye', text);
  const atWork = AT_WORK.exec(text);
  if (atWork && !CHANGED.test(text)) {
    const who = atWork.slice(1).find(Boolean) ?? 'mum';
    return reading(who, jobNamedIn(text) ?? ANY_JOB, ODD_HOURS.test(text) ? 'away' : /\b(?:take|bring|visit|going|go|went)\b/i.test(text) ? 'pride' : 'day', text);
  }
  const whose = CHANGED.test(text) ? undefined : WHOSE.exec(text);
  if (!whose) return undefined;
  const [, who = ''] = whose;
  // A name after the family word ("auntie Sara is a vet") is who they are, not what they do.
  const rest = (whose[2] ?? '').replace(/^[A-Z][a-z]+\s+(?=\S)/, '');
  const said = JOB_SAID.exec(rest);
  const job = said ? jobNamedIn(said[1] ?? said[2] ?? '') : undefined;
  if (job) return { ...reading(who, job, shapeOf(text, rest, job), text), ...calledIn(said?.[1], job), ...(AT_MY_SCHOOL.test(rest) ? { atMySchool: true as const } : {}) };
  // "Mum works nights", "dad works from home", "daddy works late": work, with no job named.
  if (!WORK_SAID.test(rest)) return undefined;
  const home = /\bfrom home\b/i.test(rest);
  if (!home && !ODD_HOURS.test(rest)) return undefined;
  return reading(who, home ? HOME_JOB : ANY_JOB, home ? 'day' : 'away', text);
});

/** Entries that tell a grown-up's work already, in a shape of their own: the days apart (working away, the forces); going back to work is a change (`CHANGED`). */
const TOLD_BY_AN_ENTRY = /^parent-away$/;

/** Whether the job frame tells a theme the catalogue also places: always, but for the entries that tell the work themselves. */
export const jobOverCatalogue = (entry: { id: string } | undefined): boolean => !entry || !TOLD_BY_AN_ENTRY.test(entry.id);
