import type { Pronoun, Setting, Species, StoryLength, Tone } from '@studio/contracts/stories';

/** Vocabulary the feedback reader understands. */

/** Words for a kind of character, mapped to the species (or to a child with a pronoun). */
export const CHARACTER_WORDS: Record<string, { species: Species } | { pronoun: Pronoun } | { grownUp: Pronoun }> = {
  cat: { species: 'cat' }, kitten: { species: 'cat' }, kitty: { species: 'cat' },
  dog: { species: 'dog' }, puppy: { species: 'dog' }, pup: { species: 'dog' },
  bunny: { species: 'bunny' }, rabbit: { species: 'bunny' },
  bear: { species: 'bear' }, teddy: { species: 'bear' },
  fox: { species: 'fox' }, owl: { species: 'owl' },
  dragon: { species: 'dragon' }, unicorn: { species: 'unicorn' }, robot: { species: 'robot' },
  girl: { pronoun: 'she' }, sister: { pronoun: 'she' }, boy: { pronoun: 'he' }, brother: { pronoun: 'he' },
  friend: { pronoun: 'they' }, child: { pronoun: 'they' }, kid: { pronoun: 'they' }, cousin: { pronoun: 'they' },
  mum: { grownUp: 'she' }, mom: { grownUp: 'she' }, mummy: { grownUp: 'she' }, mother: { grownUp: 'she' },
  dad: { grownUp: 'he' }, daddy: { grownUp: 'he' }, father: { grownUp: 'he' },
  grandma: { grownUp: 'she' }, granny: { grownUp: 'she' }, nana: { grownUp: 'she' }, grandmother: { grownUp: 'she' },
  grandpa: { grownUp: 'he' }, grandad: { grownUp: 'he' }, granddad: { grownUp: 'he' }, grandfather: { grownUp: 'he' },
  aunt: { grownUp: 'she' }, auntie: { grownUp: 'she' }, uncle: { grownUp: 'he' }, teacher: { grownUp: 'they' },
};

/** Checked in order, so "under the sea" wins over "sea" and "beach". */
export const SETTING_WORDS: ReadonlyArray<[Setting, RegExp]> = [
  ['under the sea', /\bunder ?(?:the )?(?:sea|water|ocean|waves)\b|\bunderwater\b|\bocean floor\b|\bcoral reef\b|\bmermaids?\b/i],
  ['space', /\b(?:outer )?space\b|\bplanets?\b|\bgalaxy\b|\bon the moon\b|\brocket\b|\bastronauts?\b/i],
  ['beach', /\bbeach\b|\bseaside\b|\bby the sea\b|\bcoast\b|\bshore\b/i],
  ['forest', /\bforest\b|\bwoods\b|\bwoodland\b|\bjungle\b/i],
  ['city', /\bcity\b|\btown\b/i],
  ['castle', /\bcastle\b|\bpalace\b|\bkingdom\b/i],
  ['farm', /\bfarm(?:yard)?\b/i],
  ['mountains', /\bmountains?\b|\bhills\b/i],
  ['snow', /\bsnow(?:y)?\b|\bwinter\b|\barctic\b|\bnorth pole\b|\bicy\b/i],
  ['home', /\bat home\b|\bin (?:the|their|her|his) house\b|\bhouse\b/i],
];

/** "scarier", "a bit spooky", "more suspense": asked after LESS_SCARY has had its turn. */
export const MORE_SCARY = /\b(?:scar(?:ier|y)|spook(?:ier|y)|creep(?:ier|y)|more (?:suspense|thrilling|mystery))\b/i;

export const LESS_SCARY = /\b(?:less|not (?:so |too )?|too|a bit) (?:scary|frightening|spooky|scared)\b|\bgentler\b|\bcalmer plot\b|\bno scary\b/i;

/** Checked in order; "funnier" on a funny idea becomes silly. */
export const TONE_WORDS: ReadonlyArray<[Tone, RegExp]> = [
  ['funny', /\bfunn(?:y|ier)\b|\bjokes?\b|\bmore laughs?\b|\bhumou?r\w*\b|\blaugh\w*\b/i],
  ['silly', /\bsill(?:y|ier)\b|\bgoofy\b|\bwacky\b/i],
  ['cozy', /\bcoz(?:y|ier)\b|\bcos(?:y|ier)\b|\bcalm(?:er)?\b|\bquiet(?:er)?\b|\bsoothing\b|\bsnug\b/i],
  ['adventurous', /\bexcit(?:ing|ement)\b|\badventur\w*\b|\baction\b|\bthrilling\b|\bdaring\b/i],
  ['heartwarming', /\bheart-?warming\b|\bsweet(?:er)?\b|\btouching\b|\bemotional\b|\bmore love\b/i],
  ['gentle', /\bgentle\b|\bsoft(?:er)?\b/i],
];

export const LENGTH_ORDER: readonly StoryLength[] = ['short', 'medium', 'long'];
export const SHORTER = /\bshort(?:er|en)\b|\bfewer pages\b|\bless pages\b|\bnot so long\b/i;
export const SIMPLER = /\bsimpl(?:e|er|ify)\b|\beasier(?: words| to read)?\b/i;
export const LONGER = /\blong(?:er)\b|\bmore pages\b|\bextend\b/i;

/** Lessons named outright ("about sharing", "teach bravery"), by lesson id. */
export const LESSON_WORDS: ReadonlyArray<[string, RegExp]> = [
  ['friendship', /\bfriendship\b|\bbeing (?:a good )?friends?\b/i],
  ['sharing', /\bsharing\b|\bto share\b/i],
  ['bravery', /\bbravery\b|\bcourage\b|\bbeing brave\b/i],
  ['kindness', /\bkindness\b|\bbeing kind\b/i],
  ['honesty', /\bhonesty\b|\btelling the truth\b|\bbeing honest\b/i],
  ['patience', /\bpatience\b|\bbeing patient\b/i],
  ['teamwork', /\bteamwork\b|\bworking together\b/i],
  ['perseverance', /\bperseverance\b|\bnever giving up\b|\bnot giving up\b|\btrying again\b/i],
  ['being-yourself', /\bbeing yourself\b|\bself-?esteem\b|\bconfidence\b/i],
  ['gratitude', /\bgratitude\b|\bbeing thankful\b|\bsaying thank you\b/i],
  ['helping', /\bhelping (?:others|out|people)\b|\bhelpfulness\b/i],
  ['listening', /\blistening\b/i],
];

/** Plot names a parent might ask for outright. */
export const PLOT_REQUEST = /\b(?:myster(?:y|ies)|detective|birthday|party|celebration|bedtime|sleepy|quest|treasure hunt|lost and found|making a friend|new friend)\b/i;
