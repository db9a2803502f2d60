import type { Action, Character, Mood, Scene, Setting, Species, TimeOfDay } from '@studio/contracts/stories';

/**
 * Reads a free prompt ("a fox and a girl dancing on the beach at night") as a scene the offline
 * illustrator can draw: the first setting, time, action and mood words it finds, and up to three
 * characters. Words it does not know are ignored; anything missing gets a friendly default.
 */
export function sceneFromPrompt(prompt: string): { scene: Scene; characters: Character[] } {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const characters = charactersIn(words);
  return {
    characters,
    scene: {
      setting: firstMatch(words, SETTING_WORDS) ?? 'forest',
      time_of_day: firstMatch(words, TIME_WORDS) ?? 'day',
      action: firstMatch(words, ACTION_WORDS) ?? 'waving',
      mood: firstMatch(words, MOOD_WORDS) ?? 'happy',
      characters: characters.map((character) => character.name),
    },
  };
}

const MAX_CHARACTERS = 3;

function firstMatch<T>(words: readonly string[], table: ReadonlyArray<readonly [T, readonly string[]]>): T | undefined {
  for (const word of words) {
    const hit = table.find(([, spellings]) => spellings.includes(word));
    if (hit) return hit[0];
  }
  return undefined;
}

function charactersIn(words: readonly string[]): Character[] {
  const found: Character[] = [];
  for (const word of words) {
    if (found.length === MAX_CHARACTERS) break;
    const species = SPECIES_WORDS.find(([, spellings]) => spellings.includes(word))?.[0];
    const child = CHILD_WORDS.find(([, spellings]) => spellings.includes(word));
    if (species) found.push(animal(species, found.length));
    else if (child) found.push({ name: `${child[0]} ${found.length + 1}`, kind: 'child', pronoun: child[2], appearance: {}, traits: [] });
  }
  return found.length > 0 ? found : [{ name: 'Friend', kind: 'child', pronoun: 'they', appearance: {}, traits: [] }];
}

function animal(species: Species, index: number): Character {
  const kind = species === 'dragon' || species === 'unicorn' || species === 'robot' ? 'creature' : 'animal';
  return { name: `${species[0]!.toUpperCase()}${species.slice(1)} ${index + 1}`, kind, species, pronoun: 'they', appearance: {}, traits: [] };
}

const SETTING_WORDS: ReadonlyArray<readonly [Setting, readonly string[]]> = [
  ['under the sea', ['sea', 'ocean', 'underwater', 'reef', 'mermaid', 'fish', 'submarine']],
  ['space', ['space', 'stars', 'planet', 'planets', 'rocket', 'moon', 'astronaut', 'galaxy']],
  ['forest', ['forest', 'woods', 'wood', 'trees', 'jungle', 'woodland']],
  ['city', ['city', 'town', 'street', 'streets', 'park']],
  ['castle', ['castle', 'palace', 'king', 'queen', 'princess', 'prince', 'knight', 'kingdom']],
  ['farm', ['farm', 'barn', 'cow', 'cows', 'tractor', 'field', 'fields']],
  ['home', ['home', 'house', 'bedroom', 'bed', 'kitchen', 'room']],
  ['beach', ['beach', 'sand', 'seaside', 'shore', 'waves']],
  ['mountains', ['mountain', 'mountains', 'hill', 'hills', 'peak', 'cliff']],
  ['snow', ['snow', 'snowy', 'winter', 'ice', 'icy', 'snowman', 'frozen']],
];

const TIME_WORDS: ReadonlyArray<readonly [TimeOfDay, readonly string[]]> = [
  ['night', ['night', 'midnight', 'bedtime', 'dark', 'moonlight']],
  ['evening', ['evening', 'sunset', 'dusk', 'twilight']],
  ['morning', ['morning', 'sunrise', 'dawn', 'breakfast']],
  ['day', ['day', 'afternoon', 'noon', 'sunny']],
];

const ACTION_WORDS: ReadonlyArray<readonly [Action, readonly string[]]> = [
  ['running', ['run', 'runs', 'running', 'race', 'racing']],
  ['jumping', ['jump', 'jumps', 'jumping', 'hop', 'hopping', 'leap']],
  ['walking', ['walk', 'walks', 'walking', 'stroll', 'hike', 'hiking']],
  ['waving', ['wave', 'waves', 'waving', 'hello', 'greeting']],
  ['hugging', ['hug', 'hugs', 'hugging', 'cuddle', 'cuddling']],
  ['pointing', ['point', 'points', 'pointing']],
  ['sitting', ['sit', 'sits', 'sitting', 'picnic']],
  ['sleeping', ['sleep', 'sleeps', 'sleeping', 'asleep', 'nap', 'napping']],
  ['looking', ['look', 'looks', 'looking', 'watch', 'watching', 'gazing']],
  ['carrying', ['carry', 'carries', 'carrying', 'holding']],
  ['flying', ['fly', 'flies', 'flying', 'soaring']],
  ['swimming', ['swim', 'swims', 'swimming', 'diving']],
  ['dancing', ['dance', 'dances', 'dancing']],
  ['reading', ['read', 'reads', 'reading', 'book']],
  ['searching', ['search', 'searching', 'explore', 'exploring', 'hunt']],
  ['celebrating', ['celebrate', 'celebrating', 'party', 'birthday', 'cheering']],
];

const MOOD_WORDS: ReadonlyArray<readonly [Mood, readonly string[]]> = [
  ['excited', ['excited', 'thrilled', 'amazing']],
  ['calm', ['calm', 'peaceful', 'quiet', 'gentle']],
  ['curious', ['curious', 'wondering', 'mysterious']],
  ['worried', ['worried', 'nervous']],
  ['sad', ['sad', 'crying', 'lonely']],
  ['scared', ['scared', 'afraid', 'spooky']],
  ['proud', ['proud', 'brave']],
  ['sleepy', ['sleepy', 'tired', 'yawning']],
  ['surprised', ['surprised', 'surprise', 'shocked']],
  ['happy', ['happy', 'joyful', 'smiling', 'laughing']],
];

const SPECIES_WORDS: ReadonlyArray<readonly [Species, readonly string[]]> = [
  ['cat', ['cat', 'cats', 'kitten', 'kitty']],
  ['dog', ['dog', 'dogs', 'puppy', 'pup']],
  ['bunny', ['bunny', 'rabbit', 'bunnies', 'rabbits']],
  ['bear', ['bear', 'bears', 'teddy']],
  ['fox', ['fox', 'foxes']],
  ['owl', ['owl', 'owls']],
  ['dragon', ['dragon', 'dragons']],
  ['unicorn', ['unicorn', 'unicorns']],
  ['robot', ['robot', 'robots']],
];

const CHILD_WORDS: ReadonlyArray<readonly [string, readonly string[], Character['pronoun']]> = [
  ['Girl', ['girl', 'girls', 'daughter', 'sister', 'princess'], 'she'],
  ['Boy', ['boy', 'boys', 'son', 'brother', 'prince'], 'he'],
  ['Child', ['child', 'children', 'kid', 'kids', 'baby', 'toddler', 'friend'], 'they'],
];
