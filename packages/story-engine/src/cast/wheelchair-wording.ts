import { escapeRegExp } from '../core/regex';
import type { CastMember } from './cast-member';

/**
 * How a line reads for a character who uses a wheelchair: the plot's lines are written for feet ("ran to
 * see", "feet were sore", "stood on tiptoe", "Down Matteo came with a bump"), and a wheelchair user races,
 * wheels, sits up tall and has tired arms instead. Only the clause whose subject is the user changes:
 * "Matteo and Ravi walked on" becomes "Matteo and Ravi went on"; "Ravi ran ahead" stays.
 */
const VERBS: ReadonlyArray<[RegExp, string]> = [
  [/\bstood on tiptoe\b/g, 'sat up tall'],
  [/\bstood up\b/g, 'sat up'],
  // A catalogue's choice or try ("could stand at the front of the line or at the side") is where to be, not standing.
  [/\bstood (?:a little |a bit )?taller\b/g, 'sat up a little taller'],
  [/\bstood (?:very )?still\b/g, 'stayed still'],
  [/\bstood\b/g, 'waited'],
  [/\bstand\b/g, 'wait'],
  [/\bstanding\b/g, 'waiting'],
  // "ran out of room" is not running.
  [/\bran\b(?! out of)/g, 'raced'],
  [/\btripped over\b/g, 'bumped into'],
  [/\btripped and\b/g, 'bumped a table and'],
  [/\bruns\b/g, 'races'],
  [/\brunning\b/g, 'racing'],
  [/\bwalked\b/g, 'wheeled'],
  [/\bwalks\b/g, 'wheels'],
  [/\bwalking\b/g, 'wheeling'],
  [/\btiptoed\b/g, 'rolled quietly'],
  [/\b(?:hopped|skipped)\b/g, 'whizzed'],
  [/\bclimbed\b/g, 'made it'],
  [/\bclimbs\b/g, 'makes it'],
  [/\bclimbing\b/g, 'making it'],
  [/\bjumped\b/g, 'spun round'],
  [/\bstamped\b/g, 'thumped'],
  [/\bthe biggest jump\b/g, 'the fastest spin'],
  [/\blanded in a heap\b/g, 'came to a stop'],
];

/** With company ("Matteo and Ravi walked on"), the words for both. */
const TOGETHER: ReadonlyArray<[RegExp, string]> = [
  [/\bwalked\b/g, 'went'],
  [/\bwalks\b/g, 'goes'],
  [/\bwalking\b/g, 'going'],
  [/\btiptoed\b/g, 'crept'],
];

/** A clause led by the user (with company: "Matteo and Ravi"), up to the next mark that ends it or another of the cast who acts. */
const clauseOf = (subject: string, others: readonly string[]) => {
  const notAnother = others.length > 0 ? `(?!\\b(?:${others.join('|')})\\b)` : '';
  return new RegExp(`\\b${subject}\\b(?: and (?:[\\p{Lu}][\\p{L}'-]*|the [\\p{L}]+))?(?:${notAnother}[^,.;:!?"“”])*`, 'gu');
};

export function wheelchairWording(line: string, cast: readonly CastMember[]): string {
  return cast.filter((member) => member.wheels).reduce((text, user) => forUser(text, user, cast), line);
}

function forUser(line: string, user: CastMember, cast: readonly CastMember[]): string {
  if (!line.includes(user.name)) return line;
  const name = escapeRegExp(user.name);
  const { subject, possessive } = user.p;
  const body = line
    .replace(new RegExp(`\\b${name}'s (?:feet|legs) (were|was) (?:sore|tired|aching)\\b`, 'g'), `${user.name}'s arms $1 tired`)
    .replace(new RegExp(`\\b${name}'s (?:feet|legs)\\b`, 'g'), `${user.name}'s wheels`)
    .replace(/\bwould not take one more step\b/g, 'would not turn once more')
    .replace(new RegExp(`\\bDown ${name} came with a bump\\b`, 'g'), `Back ${user.name} rolled with a bump`)
    .replace(new RegExp(`\\b${name} went up as high as (\\p{L}+) could\\b`, 'gu'), `${user.name} found the highest spot $1 could reach`)
    .replace(new RegExp(`\\b(Off|Away) (?:ran|went running) ${name}\\b`, 'g'), `$1 raced ${user.name}`)
    // "said Ines, standing at the edge": the words after the comma are still the user's.
    .replace(new RegExp(`\\b(said|asked|whispered|called|cried) ${name}, ([^,.;:!?"“”]*)`, 'gu'), (_all, verb: string, rest: string) => `${verb} ${user.name}, ${onWheels(rest)}`)
    // What the user says of their own feet: "My feet say the map is wrong," said Matteo.
    .replace(new RegExp(`"My feet ([^"]*)," said ${name}\\b`, 'g'), `"My arms $1," said ${user.name}`);
  const subjects = [name, ...(pronounIsTheUser(line, user, cast) ? [subject, capitalized(subject)] : [])];
  const others = cast.filter((member) => member !== user).map((member) => escapeRegExp(member.name));
  const moved = subjects.reduce((text, who) => text.replace(clauseOf(who, others), (clause) => onWheels(clause, /^\S+ and /u.test(clause))), body);
  return moved.replace(new RegExp(`\\b${possessive} (?:feet|legs) (were|was) (?:sore|tired|aching)\\b`, 'g'), `${possessive} arms $1 tired`);
}

const onWheels = (words: string, together = false): string => [...(together ? TOGETHER : []), ...VERBS].reduce((text, [verb, instead]) => text.replace(verb, instead), words);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Whether "he" or "she" in the line can only be the user: nobody else named in it shares the pronoun ("they" may be the group). */
const pronounIsTheUser = (line: string, user: CastMember, cast: readonly CastMember[]): boolean =>
  !user.p.plural && !cast.some((member) => member !== user && member.p.subject === user.p.subject && line.includes(member.name));
