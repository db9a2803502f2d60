import { hashString } from '@studio/seeded-random';

/**
 * What a fundraiser is for, read from the parent's theme ("raising money for the hospital", "a cake sale for the school
 * library", "for Ukraine"), with the true details of that kind of cause. Round 12c told every fundraiser as the animal
 * shelter's, whatever the parent typed.
 */
export interface Cause {
  /** As the book names it: "the hospital", "the school library", "Ukraine". */
  name: string;
  /** What the poster shows: "a photo of the shelter dogs". */
  picture: string;
  /** How the money was handed over, after "they": "took the money to the hospital in a jar". */
  given: string;
  /** Who said thank you, and how: "a nurse said it would buy new toys for the children's ward". */
  thanks: string;
}

interface CauseKind {
  words: RegExp;
  /** The name when the parent's words give none of their own ("fundraising" alone). */
  usual: string;
  picture: string;
  given: (name: string) => string;
  thanks: string;
}

const TAKEN = (name: string) => `took the money to ${name} in a jar`;

const KINDS: readonly CauseKind[] = [
  { words: /\b(?:shelter|rescue|animals?|dogs?|cats?|pets?|rspca|sanctuary|donkeys?|hedgehogs?)\b/i, usual: 'the animal shelter', picture: 'a photo of the shelter dogs', given: TAKEN, thanks: 'a dog with one ear up sniffed {hero}\'s hand as if to say thank you' },
  { words: /\b(?:hospitals?|hospice|ward|nurses?|doctors?|ambulance)\b/i, usual: 'the children\'s hospital', picture: 'a drawing of the children\'s ward', given: TAKEN, thanks: 'a nurse said it would buy new toys for the children\'s ward' },
  { words: /\b(?:library|books?)\b/i, usual: 'the school library', picture: 'a drawing of a shelf of new books', given: (name) => `took the jar to ${name}`, thanks: 'the librarian said it would buy a whole shelf of new books' },
  { words: /\b(?:school|playground|classroom|nursery|pta)\b/i, usual: 'the school', picture: 'a drawing of the school', given: (name) => `took the jar to ${name}`, thanks: 'the head teacher said it would buy something new for every class' },
  { words: /\bfood ?banks?\b|\bhungry\b|\bfood\b/i, usual: 'the food bank', picture: 'a drawing of a full shopping bag', given: TAKEN, thanks: 'a helper there said it would fill a whole shelf of shopping bags' },
];

/** Any other cause ("Ukraine", "the church roof", "Children in Need"): sent off, and a card comes back. */
const ELSE: Omit<CauseKind, 'words' | 'usual'> = { picture: 'a big red heart', given: (name) => `sent the money off for ${name}`, thanks: 'a week later a thank-you card came back' };

/** "for the hospital" after what raises the money; "for a charity run" names the way, not the cause. */
const FOR_A_CAUSE = /\b(?:money|funds|cash|sales?|stalls?|stands?|walks?|runs?|swims?|silences?|rides?|cycles?|fundrais\w*|raise|raising|collecting)\s+(?:for|to help|towards)\s+(.+)$/i;
const NO_CAUSE = /^(?:(?:a|an|the|some)\s+)?(?:good\s+)?(?:charit(?:y|ies)|cause)(?:\s+(?:run|walk|swim|event|sale|day))?$|^(?:a|an|the)\s+(?:sponsored|fun|charity)\b/i;
const DETERMINER = /^(?:the|a|an|our|my|his|her|their|its)\s/i;

/** The cause the theme names, or one the hero's name picks of the usual ones when it names none. */
export function causeIn(theme: string | undefined, heroName: string): Cause {
  const named = FOR_A_CAUSE.exec(theme?.trim().replace(/[.!?]+$/, '') ?? '')?.[1]?.trim();
  const said = named && !NO_CAUSE.test(named) ? named : undefined;
  if (!said) {
    const usual = [KINDS[0]!, KINDS[1]!, KINDS[4]!][hashString(heroName, 13) % 3]!;
    return { name: usual.usual, picture: usual.picture, given: usual.given(usual.usual), thanks: usual.thanks };
  }
  // "hospital" is the hospital; "Ukraine" and "Children in Need" keep the parent's capitals and take no article.
  // The parent's "my" is the hero's ("the hospital that looked after my sister": her sister), never pasted in the first person.
  const told = said.replace(/\bmy\b/gi, '{his}').replace(/\bme\b/gi, '{him}').replace(/\bour\b/gi, 'the family\'s').replace(/\bus\b/gi, 'the family');
  const name = DETERMINER.test(told) ? told.replace(/^(?:a|an)\s/i, 'the ').replace(/^\{his\}/, '{his}') : /^\p{Lu}/u.test(told) ? told : `the ${told}`;
  const kind = KINDS.find((candidate) => candidate.words.test(said)) ?? ELSE;
  return { name, picture: kind.picture, given: kind.given(name), thanks: kind.thanks };
}

/** A fundraising line's cause slots filled: {cause}, {Cause} (a poster's capitals), {causepicture}, {causegiven}, {causethanks}. */
export function withCause(line: string, theme: string | undefined, heroName: string): string {
  if (!line.includes('{cause') && !line.includes('{Cause')) return line;
  const cause = causeIn(theme, heroName);
  return line
    .replaceAll('{Cause}', cause.name.replace(/(^|\s)(?!(?:the|of|in|for|and)\b)(\p{Ll})/gu, (_whole, space: string, letter: string) => space + letter.toUpperCase()))
    .replaceAll('{causepicture}', cause.picture)
    .replaceAll('{causegiven}', cause.given)
    .replaceAll('{causethanks}', cause.thanks)
    .replaceAll('{cause}', cause.name);
}
