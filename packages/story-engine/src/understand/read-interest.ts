import { isSpeciesId, SPECIES_TABLE } from '@studio/species';
import { memoised } from '../core/memo';
import { interestTopicIn, topicOf, type InterestTopic } from '../world/interest-topics';
import { isDreamable } from '../world/make-believe';
import { singularOf } from './read-words';

/** The plot that tells a love of a topic the catalogue does not name (`plots/the-interest.ts`). */
export { INTEREST_PLOT_ID } from '../plots/frame-ids';

/** A love of a topic, as the parent wrote it: the topic, sorted by what it is (`world/interest-topics.ts`). */
export interface InterestReading {
  topic: InterestTopic;
}

/** Who loves it, before the love: "my son is", "she's", "Ava is". */
const WHO = /^(?:(?:[Mm]y|[Oo]ur) (?:son|daughter|boy|girl|little one|toddler|child|kid|twins?)|[Hh]e|[Ss]he|[Tt]hey|[A-Z][a-z]+)(?:\s+(?:is|are)|'s)?\s+|^(?:[Ss]hes|[Hh]es|[Tt]heyre)\s+/;
/** The love itself: "loves", "is obsessed with", "mad about", "is into", "fascinated by". */
const LOVE = /^(?:(?:really|totally|so|just|completely|absolutely|still)\s+)?(?:loves?|loving|adores?|likes?|obsessed with|(?:mad|crazy|nuts|wild) (?:about|for)|into|all about|fascinated (?:by|with)|interested in|(?:a )?(?:huge |big )?fan of|learning (?:all )?about|can'?t get enough of|(?:has|got) a thing (?:about|for))\s+(.+)$/i;
/** A wish for one to keep, a plan or a doing: a pet, a day out, a skill, not a love to find out about. */
const NOT_A_LOVE = /\b(?:wants?|wanting|getting|visit(?:ing)?|trip|day out|going|went|lost|scared|afraid|frightened|hates?|pet|our|my|his|her|their)\b/i;
/** People and the days a child spends with them: a love of one is no topic. */
const PEOPLE = /\b(?:bab(?:y|ies)|brothers?|sisters?|cousins?|friends?|mum|mummy|dad|daddy|grandma|grandpa|granny|nana|teachers?|nursery|school|people|family|children|kids|boys|girls)\b/i;
/** Words too wide to be one topic to find out about: "loves animals" says who the child is, not what to look up. */
const TOO_WIDE = /^(?:animals|things|stuff|toys|games|sports|colours|books)$/i;
/** Words a topic said alone may carry beside its own: "a windy day", "pokemon cards", "minecraft mad", "rainbows after rain". */
const FILLER = /^(?:a|an|the|and|&|all|day|days|weather|mad|crazy|cards|kitchen|four|after|rain|being|lots|of|real|world|history|time)$/i;

/**
 * A love of a topic the catalogue does not name ("my son is obsessed with penguins", "ancient egypt", "minecraft"): a
 * topic of the table said alone or with a love, or, with a love, any plural noun (found out about at the library). A
 * made-up creature ("dragons") keeps its own telling (`creatureInterest`).
 */
export const readInterest = memoised((theme: string): InterestReading | undefined => {
  const text = theme.trim().replace(/[.!]+$/, '').replace(/[’]/g, "'");
  if (!text || text.split(/\s+/).length > 9 || /[?"“”:;]/.test(text)) return undefined;
  const loved = LOVE.exec(text.replace(WHO, ''))?.[1]?.trim();
  const said = (loved ?? text).replace(/^(?:the|all|learning about)\s+/i, '');
  if (NOT_A_LOVE.test(said) || PEOPLE.test(said) || isMadeUp(said)) return undefined;
  // Said alone, a topic is its few words: "bees", "a windy day", "magic tricks and being a magician", never "bees stung my brother at the park".
  if (!loved && said.split(/\s+/).length > 6) return undefined;
  const known = interestTopicIn(said);
  if (known && (loved || saidAlone(said, known))) return { topic: known };
  return loved && !known && isAPluralNoun(said) && !TOO_WIDE.test(said) ? { topic: topicOf(said.toLowerCase()) } : undefined;
});

/**
 * A topic said with no love before it is one only when it is the whole phrase, bar a few fillers ("the seasons", "pokemon
 * cards", not "the frog found them"); an animal said so is a kind, plural ("foxes", never "fox", a character's species);
 * and a weather word alone that is a thing to dream of ("rainbows", "clouds": `isDreamable`) stays the hero's make-believe,
 * where "the seasons", "a windy day" and "rainbows after rain" are the weather gone out in.
 */
function saidAlone(said: string, topic: InterestTopic): boolean {
  const rest = said.replace(new RegExp(topic.words.source, 'gi'), ' ').split(/\s+/).filter(Boolean);
  if (!rest.every((word) => FILLER.test(word) || interestTopicIn(word))) return false;
  const named = topic.words.exec(said)?.[0] ?? '';
  if (topic.kind === 'animal' && singularOf(named) === named.toLowerCase()) return false;
  return topic.kind !== 'weather' || said.split(/\s+/).length > 1 || !isDreamable(said);
}

/** "dragons", "unicorns": a made-up creature's kind, told with one in the cast. */
function isMadeUp(said: string): boolean {
  const noun = singularOf(said.split(/\s+/).at(-1) ?? '');
  const species = isSpeciesId(noun) ? noun : Object.entries(SPECIES_TABLE).find(([, entry]) => entry.noun === noun)?.[0];
  return species !== undefined && SPECIES_TABLE[species as keyof typeof SPECIES_TABLE].kind === 'creature';
}

/** One or two plain words ending in a plural: "jellyfish" is not, "sloths" and "tree frogs" are. */
const isAPluralNoun = (said: string): boolean => /^\p{L}+(?: \p{L}+)?$/u.test(said) && !/^\p{L}+ing\b/iu.test(said) && /[^s]s$/i.test(said) && singularOf(said) !== said.toLowerCase();
