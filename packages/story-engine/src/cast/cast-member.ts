import type { Character, LookFeature } from '@studio/contracts/stories';
import { coveringOf, isSpeciesId, patternFits, speciesEntry, type Covering } from '@studio/species';
import { withArticle } from '../core/text';
import { isComparative, isDescribingWord, isVerbLed, keepNames, pastTense, readPhrase } from '../understand/read-words';
import { PRONOUN_FORMS } from './pronouns';
import type { PronounForms, StoryPronoun } from './pronouns';
import { SPECIES_KITS, childKit, grownUpKit } from './species';
import { childTalent } from './child-talent';
import { RELATIVE_WORDS } from './kin-by-name';
import type { SpeciesKit } from './species';
import { kinPattern } from '../core/kin-words';

/** A character as the writers use it: name, pronoun forms, species habits, looks and traits. */
export interface CastMember {
  /** "Mia", or "the hedgehog" for an unnamed side creature. */
  name: string;
  isNamed: boolean;
  pronoun: StoryPronoun;
  p: PronounForms;
  kit: SpeciesKit;
  /** What the character has: "brown curly hair", "orange fur". */
  features: string[];
  /** What the character wears: "a yellow raincoat". */
  outfit?: string;
  /** Single describing words that read before a noun and after "was": "shy", "kind". */
  traits: string[];
  /** The parent's other words about them, as whole sentences: "Mei used a wheelchair.", "Tom was afraid of the dark." */
  facts: string[];
  /** Gets about in a wheelchair: the chair is on the pages and the character never walks or climbs. */
  wheels?: boolean;
  /** A baby of the family ("her baby brother"): crawls and gurgles, never talks (`story/baby-voice.ts`). */
  baby?: boolean;
  /** A grandparent ("Grandma", "Nonno", "Mia's grandma"): walks at their own pace, never races, tumbles or wins a sack race. */
  elder?: boolean;
  /**
   * A child the engine brought for a hero the parent gave alone (`inventedCompanion`): the parent never named them, so
   * they are met as a friend from down the road, never as the hero's "best friend", and the idea says who they are.
   */
  brought?: boolean;
  /** Pronoun words, ready to drop into a sentence. */
  he: string;
  him: string;
  his: string;
  self: string;
  was: string;
  has: string;
}

export function castFromCharacter(character: Character): CastMember {
  const name = character.name.trim();
  const words = character.traits.map((trait) => trait.trim()).filter(isPlainWords);
  const baseKit = isGrownUp(character)
    ? grownUpKit(character.pronoun)
    : character.kind === 'child' || !character.species
      ? { ...childKit(character.pronoun), talent: childTalent(words) }
      : SPECIES_KITS[character.species];
  // The look a parent ticked on the form ("wheelchair", "glasses") is theirs as much as a trait they typed.
  const ticked = lookTraits(character.appearance.features ?? [], words);
  const wheels = [...words, ...ticked].some((trait) => WHEELCHAIR.test(trait));
  const baby = isBabyCharacter(character);
  // A wheelchair user wheels: the kit's ways of moving and looking never have them walk or stand on tiptoe.
  // A dragon that cannot fly pads along with the others.
  const grounded = words.some((trait) => GROUNDED.test(trait)) ? { ...baseKit, canFly: false, moved: baseKit.moved === 'flew' || baseKit.moved === 'fluttered' ? 'padded' : baseKit.moved } : baseKit;
  const kit = baby ? babyKit(grounded) : wheels ? { ...grounded, moved: 'wheeled', talent: (p: PronounForms) => `looked all around with ${p.possessive} sharp eyes` } : grounded;
  return {
    name,
    isNamed: true,
    pronoun: character.pronoun,
    p: PRONOUN_FORMS[character.pronoun],
    ...pronounWords(PRONOUN_FORMS[character.pronoun]),
    kit,
    ...describeLooks(character),
    traits: words.filter((trait) => isTrait(trait)).map((trait) => trait.toLowerCase()),
    facts: [...words.filter((trait) => !isTrait(trait)).map((trait) => factAbout(name, kinFor(trait, character.pronoun))), ...ticked.map((trait) => factAbout(name, trait))],
    ...(wheels ? { wheels } : {}),
    ...(baby ? { baby } : {}),
    ...(isGrownUp(character) && [name, ...words].some((said) => ELDER.test(said)) ? { elder: true } : {}),
  };
}

/** A grandparent's words, as a family says them. */
const ELDER = /\b(?:grand(?:ma|pa|mother|father|ad|dad|ma's|pa's)|gran(?:ny)?|nan(?:a|na|i)?|nonn[oa]|abuel[oa]|oma|opa|babcia|dziadek|yiayia|papou|lola|lolo|teta|jiddo|dadi)\b/i;

/** A child the parent says is a baby: carried along, never the one who leads, talks or takes anyone anywhere. */
export const isBabyCharacter = (character: Character): boolean => character.kind === 'child' && !isGrownUp(character) && character.traits.map((trait) => trait.trim()).filter(isPlainWords).some((trait) => BABY.test(trait));

/** "baby", "her baby brother", "our newborn", "Kenji's baby sister": a child the parent says is a baby. */
const BABY = /^(?:(?:his|her|their|the|a|my|our|[\p{L}'-]+['’]s)\s+)?(?:new\s+|little\s+)?(?:baby|newborn|infant)(?:\s+(?:brother|sister|cousin|sibling|twin))?$/iu;

/** A baby crawls, gurgles and grabs; the child's kit otherwise. */
function babyKit(kit: SpeciesKit): SpeciesKit {
  return { ...kit, moved: 'crawled', sound: 'gurgled', feature: 'tiny fingers that held on tight', talent: (p) => `reached out and grabbed it with ${p.possessive} tiny fist` };
}

/**
 * How a child is, not who they are: "autistic" or "deaf" said as the word that introduces a child ("Lukas
 * was an autistic girl.") headlines it; it is said plainly as a fact of its own instead ("Lukas was
 * autistic."), as a wheelchair is.
 */
const CONDITION = /^(?:autistic|deaf|blind|dyslexic|dyspraxic|disabled|diabetic|epileptic|neurodivergent|adhd|hard of hearing|partially sighted)$/i;

/** A condition said as a noun ("asthma", "autism", "ADHD"): "Mia had asthma" reads as the parent wrote it, with no article. */
const CONDITION_NOUN = /^(?:adhd|asd|ocd|add|sen|\p{L}+(?:ia|ism|itis|osis|hma|ema|etes|epsy|ergies|iety))$/iu;
/** A condition's initials, said in capitals whatever case they were typed in. */
const INITIALS = /^(?:adhd|asd|ocd|add|sen)$/i;

/** A kin or carer word alone ("stepmum", "childminder"): who someone is to the hero, never a describing word ("He was stepmum."). */
const RELATIVE = new RegExp(`^(?:${RELATIVE_WORDS})$`, 'iu');

/** One describing word a child may be introduced by ("a curious girl"). */
const isTrait = (trait: string) => !trait.includes(' ') && !RELATIVE.test(trait) && isDescribingWord(trait) && !CONDITION.test(trait) && !CONDITION_NOUN.test(trait) && !isComparative(trait);

/** Names that say a grown-up of the family, whatever kind the form was given: "Grandma", "Nonno", "Abuela". */
const GROWN_UP_NAME = new RegExp(`^${kinPattern({ grownUp: true }, ['pops', 'mr', 'mrs', 'ms', 'miss', 'dr'])}\\b`, 'i');

/** A grown-up by kind, or by a family name a parent gave a "child" ("Grandma"). */
export function isGrownUp(character: Character): boolean {
  return character.kind === 'grown-up' || (character.kind === 'child' && GROWN_UP_NAME.test(character.name.trim()));
}

/** Whose story it is: the first child, else the first animal or creature, else the first grown-up. */
export function heroIndexOf(characters: readonly Character[]): number {
  const child = characters.findIndex((character) => character.kind === 'child' && !isGrownUp(character));
  return child >= 0 ? child : Math.max(0, characters.findIndex((character) => !isGrownUp(character)));
}

/** An unnamed creature met in the setting ("hedgehog"); it is never listed in a scene. */
export function castFromCreature(noun: string): CastMember {
  return {
    name: `the ${noun}`,
    isNamed: false,
    pronoun: 'it',
    p: PRONOUN_FORMS.it,
    ...pronounWords(PRONOUN_FORMS.it),
    kit: creatureKit(noun),
    features: [],
    traits: [],
    facts: [],
  };
}

/** What an unnamed creature is seen to have, by what covers it. */
const COVERING_FEATURE: Record<Covering, string> = { fur: 'soft fur', feathers: 'soft feathers', scales: 'shiny scales', shell: 'a shiny shell', skin: 'a little face', metal: 'blinking lights' };
/** What an unnamed creature gives for a hand to hold. */
const COVERING_HAND: Record<Covering, string> = { fur: 'paw', feathers: 'wing', scales: 'claw', shell: 'claw', skin: 'hand', metal: 'hand' };

/** An unnamed creature's ways from the species table: a snail slides and says nothing, a seal barks. */
function creatureKit(noun: string): SpeciesKit {
  if (!isSpeciesId(noun)) return { noun, moved: 'scurried', sound: 'chirped', feature: 'a little face', canFly: false, talent: () => 'helped too', hand: 'paw' };
  const entry = speciesEntry(noun);
  return { noun, moved: entry.moved, sound: entry.says, feature: COVERING_FEATURE[coveringOf(noun)], canFly: entry.moves === 'flies', talent: () => 'helped too', hand: COVERING_HAND[coveringOf(noun)] };
}

export const WHEELCHAIR = /\bwheel ?chair\b/i;

/** The looks a parent can tick, as the words a trait would say; freckles are told with the hair, as a look. */
const TICKED_LOOKS: Partial<Record<LookFeature, { says: string; typed: RegExp }>> = {
  wheelchair: { says: 'uses a wheelchair', typed: WHEELCHAIR },
  glasses: { says: 'wears glasses', typed: /\bglasses\b|\bspectacles\b/i },
  'hearing aid': { says: 'wears a hearing aid', typed: /\bhearing aids?\b/i },
  headscarf: { says: 'wears a headscarf', typed: /\bhead ?scarf\b|\bhijab\b/i },
};

/** The ticked looks a trait does not say already, in a trait's words ("uses a wheelchair"). */
function lookTraits(features: readonly LookFeature[], typed: readonly string[]): string[] {
  return features.flatMap((feature) => {
    const look = TICKED_LOOKS[feature];
    return look && !typed.some((trait) => look.typed.test(trait)) ? [look.says] : [];
  });
}
const GROUNDED = /\b(?:can(?:not|'t|’t)|could(?:n't|n’t| not)|never|unable to)\s+fly\b/i;

/** Kin words by pronoun: a boy a parent called "a big sister" on a list of traits is a big brother. */
const KIN_PAIRS: readonly (readonly [string, string])[] = [['brother', 'sister'], ['son', 'daughter'], ['boy', 'girl'], ['uncle', 'aunt'], ['uncle', 'auntie'], ['uncle', 'aunty'], ['nephew', 'niece'], ['dad', 'mum'], ['stepdad', 'stepmum'], ['stepfather', 'stepmother'], ['stepbrother', 'stepsister'], ['godfather', 'godmother']];

/** A trait's kin word as the character's pronoun says it ("a big sister" → "a big brother" for he); "they" keeps the parent's word. */
function kinFor(trait: string, pronoun: Character['pronoun']): string {
  if (pronoun !== 'he' && pronoun !== 'she') return trait;
  return KIN_PAIRS.reduce((text, [his, hers]) => {
    const [from, to] = pronoun === 'he' ? [hers, his] : [his, hers];
    return text.replace(new RegExp(`\\b${from}\\b`, 'gi'), to);
  }, trait);
}

/**
 * A trait that is not one describing word, as a sentence of its own in the story's past tense: "uses a
 * wheelchair" → "Mei used a wheelchair.", "afraid of the dark" → "Tom was afraid of the dark.".
 */
function factAbout(name: string, trait: string): string {
  const plain = trait.replace(/[.!]+$/, '');
  // "Mei's little brother" keeps the name it starts with.
  const phrase = /^\p{Lu}\p{L}*'s?\s/u.test(plain) ? plain : keepNames(plain);
  // "never stops talking" is a verb phrase after its adverb: "Chloé never stopped talking.", not "was never stops talking".
  const adverb = /^(?:never|always|often|usually|really|still|sometimes)\s+/i.exec(phrase)?.[0] ?? '';
  const read = readPhrase(phrase.slice(adverb.length));
  // A condition named by a noun is had ("Mia had asthma"), never been ("Mia was asthma"); a lone word the tagger calls a
  // comparative ("worrier") is a kind of child ("a worrier").
  const single = !/\s/.test(phrase);
  const said = single && CONDITION_NOUN.test(phrase) ? `had ${INITIALS.test(phrase) ? phrase.toUpperCase() : phrase}`
    : single && isComparative(phrase) ? `was ${withArticle(phrase)}`
    // A kin word the tagger does not know ("stepmum") is still somebody's: "the stepmum", then the hero's (`kinByName`).
    : single && RELATIVE.test(phrase) ? `was the ${phrase.toLowerCase()}`
    : read.shape === 'verb phrase' || read.shape === 'clause' || isVerbLed(phrase.slice(adverb.length)) ? pastTense(phrase) : `was ${asNounAfterWas(phrase, read)}`;
  return `${name} ${said}.`;
}

/** Family words a child is one of: "Tom was the little brother", never "Tom was little brother". */
const KIN_HEADS = /^(?:brother|sister|twin|cousin|son|daughter|sibling|baby)$/;

/** A bare singular noun phrase with its article: "little brother" → "the little brother", "early riser" → "an early riser". */
function asNounAfterWas(phrase: string, read: ReturnType<typeof readPhrase>): string {
  const words = phrase.toLowerCase().split(/\s+/);
  const bare = read.shape === 'noun phrase' && !read.plural && read.head !== undefined && words.at(-1) === read.head && read.properNouns.length === 0;
  // A phrase led by a word of degree is a describing phrase: "really sporty", never "a really sporty".
  if (!bare || /^(?:a|an|the|my|his|her|their|our|one|no|so|very|too|really|super|quite|rather|extremely|incredibly|totally|pretty|ever)$|'s?$/.test(words[0]!) || words.some((word) => /^(?:of|in|with|at|to|for|on|about|and|or)$/.test(word))) return phrase;
  if (KIN_HEADS.test(read.head!)) return `the ${phrase}`;
  // One word may be a condition ("asthma"), said as the parent wrote it; any other is a kind of person ("a bookworm",
  // "a worrier"), as two words are ("an early riser").
  if (words.length < 2 && CONDITION_NOUN.test(phrase)) return phrase;
  return withArticle(phrase);
}

function pronounWords(forms: PronounForms) {
  return { he: forms.subject, him: forms.object, his: forms.possessive, self: forms.reflexive, was: forms.was, has: forms.has };
}

function describeLooks(character: Character): Pick<CastMember, 'features' | 'outfit'> {
  const { hair, hair_color, clothing, clothing_color, fur } = character.appearance;
  const features: string[] = [];
  if (fur) features.push(...coatOf(character, stripNoun(fur, 'fur')));
  if (hair || hair_color) features.push(describeHair(stripNoun(hair ?? '', 'hair'), hair_color));
  if (character.appearance.features?.includes('freckles')) features.push('freckles');
  const outfit = clothing
    ? describeClothing(addColor(clothing.replace(/^(?:a|an|her|his|their)\s+/i, ''), clothing_color))
    : undefined;
  return { features: features.map(tidy).filter(isPlainWords), outfit: outfit && isPlainWords(tidy(outfit)) ? tidy(outfit) : undefined };
}

/**
 * The parent's "fur" colour said as what covers the kind ("golden feathers" on an owl, "green scales" on a
 * dragon); a pattern only another kind has ("tabby" on a fox) is left out rather than said untrue.
 */
function coatOf(character: Character, colour: string): string[] {
  const kind = character.species && isSpeciesId(character.species) ? character.species : undefined;
  if (!kind) return [`${colour} fur`];
  const words = patternFits(kind, colour) ? colour : colour.split(/\s+/).filter((word) => patternFits(kind, word)).join(' ');
  const covering = coveringOf(kind);
  return words.trim() ? [`${words} ${covering === 'metal' ? 'paint' : covering}`] : [];
}

const tidy = (phrase: string) => phrase.trim().replace(/\s+/g, ' ').toLowerCase();
/** Free text is only woven in when it is plain words, so no stray symbols reach a page. */
const isPlainWords = (phrase: string) => /^[\p{L} '-]+$/u.test(phrase) && /\p{L}/u.test(phrase);

/**
 * "curly" + "brown" → "curly brown hair"; a style that is a noun ("braids", "a ponytail", "afro puffs")
 * is worn, not put before "hair": "brown hair in braids", "hair in a ponytail".
 */
function describeHair(style: string, color: string | undefined): string {
  // "in a ponytail" as a parent types it is the style itself ("hair in a ponytail", never "in an in a ponytail").
  const words = style.trim().replace(/^(?:worn\s+)?in\s+/i, '');
  // Length and shape come before the colour ("long black hair", "short curly red hair"), as English orders them.
  if (!words || words.split(/\s+/).every((word) => isDescribingWord(word) || HAIR_TEXTURES.test(word))) return `${[words, color?.trim() && !COLOUR_WORDS.test(words) ? color.trim() : ''].filter(Boolean).join(' ')} hair`;
  const read = readPhrase(words);
  const styled = /^(?:a|an|the)\s/i.test(words) || read.plural ? words.replace(/^(?:her|his|their)\s+/i, '') : withArticle(words);
  return `${color?.trim() ? `${color.trim()} ` : ''}hair in ${styled}`;
}

/** Words for hair the tagger does not always call adjectives. */
const HAIR_TEXTURES = /^(?:wavy|curly|straight|short|long|spiky|fluffy|messy|frizzy|thick|thin|shiny|silky|bushy|shaggy|bouncy|springy|coily|kinky|tight|loose|cropped|shoulder-length)$/i;

function stripNoun(phrase: string, noun: string): string {
  return phrase.trim().replace(new RegExp(`\\s*\\b${noun}$`, 'i'), '');
}

/** A garment that already says its colour ("red boots") is not given a second one. */
const COLOUR_WORDS = /\b(?:red|orange|yellow|green|blue|purple|pink|black|white|brown|grey|gray|golden|silver)\b/i;

/** The colour leads ("brown curly hair", "a yellow raincoat"); a colour already named is not repeated. */
function addColor(phrase: string, color: string | undefined): string {
  if (!color || phrase.toLowerCase().includes(color.trim().toLowerCase()) || COLOUR_WORDS.test(phrase)) return phrase;
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  return [color.trim(), ...words].join(' ');
}

/** Plural garments ("red boots", "pyjamas", "trainers that light up") take no article; "a dress" does. */
function describeClothing(garment: string): string {
  return /[^su]s$/i.test(garment) || readPhrase(garment).plural ? garment : withArticle(garment);
}
