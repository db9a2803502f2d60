import type { DayReading } from './read-day';

/**
 * The words of a doing no kit knows, read apart so that each is said only where it fits (`plots/own-day-kit.ts`): where it
 * is done ("under the duvet", "in the garden"), what it is done with that is no person ("with a torch"), whether it is
 * out of doors, and the family of its verb, whose small true trouble follows from the doing itself.
 */
export interface OwnDayWords {
  /** "under the duvet", "in the garden", "on the beach": the spot, with its preposition, as typed. */
  spot?: string;
  /** "a torch", "torches": a thing it is done with, after "with", that names no person. */
  tool?: string;
  outdoors: boolean;
  family: DoingFamily;
}

/**
 * Families of verbs whose trouble is the same in any of their doings: hiding gives itself away, a hunt finds nothing at
 * first, a walk tires the legs, cleaning leaves one spot, handling many things loses one of them, an animal wriggles.
 */
export type DoingFamily = 'hide' | 'hunt' | 'walk' | 'clean' | 'handle' | 'animal' | 'other';

const FAMILIES: ReadonlyArray<readonly [DoingFamily, RegExp]> = [
  ['hide', /^(?:hide|hid|hiding|camp out|sleep|snuggle|curl up|cuddle up)\b/],
  ['hunt', /^(?:hunt|search|look for|seek|detect|spot|track|go on an? \S+ hunt|go on an? \S+ trail)\b|\bhunt\b|\btrail\b/],
  ['walk', /^(?:walk|hike|ramble|trek|ride|cycle|paddle|row|climb|go on an? (?:\S+ )?(?:walk|ride|hike|ramble|adventure|expedition))\b/],
  ['clean', /^(?:clean|polish|scrub|sweep|wipe|brush|wash|dust|mop|hoover|hose|rake|shine|sand)\b/],
  ['handle', /^(?:hang|peg|put|stack|fold|sort|match|pair|pack|carry|press|pick|collect|line|pile|load|unload|empty|fill|tidy|shell|pod|count|arrange|bring|take)\b/],
];

/** Animals a child washes, brushes or carries: the thing's last word. */
const ANIMAL = /\b(?:dogs?|puppy|puppies|cats?|kittens?|pony|ponies|horses?|rabbits?|bunny|bunnies|hamsters?|guinea pigs?|donkeys?|goats?|lambs?|sheep|tortoises?)$/i;

/** Where a doing is done, after its thing or verb: a preposition of place and what follows, up to a "with" or a clause. */
const SPOT = /\b((?:under|underneath|beneath|behind|inside|in|on|into|through|along|across|over|round|around|at|by|near|up|down)\s+(?:the|a|an|my|our|his|her|\{his\})\s+[\p{L}' -]+?)(?=\s+(?:with|for|after|before|when|while|to)\b|$)/iu;

/** Out of doors: the words of the spot, or a verb of putting things out ("hanging out the washing"). */
const OUTSIDE = /\b(?:garden|yard|patio|beach|park|woods?|forest|field|meadow|hill|lake|river|pond|canal|line|street|path|lane|allotment|seaside|sand|outside|outdoors|harbour|pier|common|moor|camp|tent)\b/i;

/** The words after "with" that name a person, never a thing done with. */
const PERSON = /^(?:my|our|his|her|the|\{his\})?\s*(?:(?:little|big|baby|best|new|old|great)\s+)*(?:mum|mummy|mom|dad|daddy|nana|nanna|nan|nanny|gran|granny|grandma|grandad|grandpa|grampy|auntie|aunt|uncle|brother|sister|cousin|friend|friends|family|class|teacher|teddy|dog|cat|puppy|\p{Lu})/u;

export function ownDayWords(day: DayReading): OwnDayWords {
  // "going on a bear hunt in the woods": what is gone on is no spot; the woods are.
  const after = day.doing.split(/\s+/).slice(1).join(' ').replace(/^on (?:an?|the)\s+[\p{L}' -]+?(?=\s(?:in|through|round|around|along|at|across|up|down|by|on)\s|$)/u, '');
  // The thing's own words are no spot ("pegging out the sheets in the garden": the spot is the garden, not the sheets).
  const rest = day.thing ? after.slice(Math.max(0, after.toLowerCase().indexOf(day.thing.the.split(' ').at(-1)!.toLowerCase()))) : after;
  const spot = SPOT.exec(rest)?.[1]?.trim();
  const [, tool] = /\bwith\s+((?:an?|some|the|\{his\}|two)\s+[\p{L}' -]+|[\p{L}-]+s)$/iu.exec(day.doing) ?? [];
  const keptTool = tool && !PERSON.test(tool) ? tool.replace(/^\{his\}/, '{his}') : undefined;
  const verb = day.todo.toLowerCase();
  // "brushing the dog", "washing the pony": an animal washed or brushed wriggles, and never shines.
  const family = day.thing && ANIMAL.test(day.thing.the) ? 'animal' : FAMILIES.find(([, words]) => words.test(verb))?.[0] ?? 'other';
  const outdoors = OUTSIDE.test(spot ?? '') || OUTSIDE.test(day.place ?? '') || /^(?:hang|peg) out\b/.test(verb) || family === 'walk';
  return { ...(spot ? { spot } : {}), ...(keptTool ? { tool: keptTool } : {}), outdoors, family };
}
