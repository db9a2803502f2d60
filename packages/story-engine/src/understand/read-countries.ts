/**
 * Where a family moved from and to, as a parent says it ("we moved from Poland to Scotland", "moving to Spain",
 * "she came here from Syria"), read from the theme and the notes, so a story of a new country names both and says
 * hello and thank you in the new country's language. A country of `COUNTRIES` is known by name in any case; another
 * place is taken only as the parent capitalised it ("from Warsaw to Glasgow"), with no language known for it.
 */

export interface Country {
  /** As a sentence names it: "Scotland", "the USA". */
  name: string;
  /** The language a child there hears at school, with its hello and thank you; none where a country has several. */
  language?: { name: string; hello: string; thanks: string };
}

export interface Move {
  from?: Country;
  to?: Country;
}

const ENGLISH = { name: 'English', hello: 'hello', thanks: 'thank you' };
const SPANISH = { name: 'Spanish', hello: 'hola', thanks: 'gracias' };
const FRENCH = { name: 'French', hello: 'bonjour', thanks: 'merci' };
const GERMAN = { name: 'German', hello: 'hallo', thanks: 'danke' };
const PORTUGUESE = { name: 'Portuguese', hello: 'olá', thanks: 'obrigado' };
const ARABIC = { name: 'Arabic', hello: 'marhaba', thanks: 'shukran' };

/** Countries families often move between, each spelled as parents type it, with the language its schools speak. */
export const COUNTRIES: ReadonlyArray<{ words: string; country: Country }> = [
  { words: 'england', country: { name: 'England', language: ENGLISH } },
  { words: 'scotland', country: { name: 'Scotland', language: ENGLISH } },
  { words: 'wales', country: { name: 'Wales', language: ENGLISH } },
  { words: 'ireland', country: { name: 'Ireland', language: ENGLISH } },
  { words: '(?:the )?uk|(?:great )?britain|the united kingdom', country: { name: 'Britain', language: ENGLISH } },
  { words: '(?:the )?usa|the us|america|the states|the united states', country: { name: 'America', language: ENGLISH } },
  { words: 'canada', country: { name: 'Canada', language: ENGLISH } },
  { words: 'australia', country: { name: 'Australia', language: ENGLISH } },
  { words: 'new zealand', country: { name: 'New Zealand', language: ENGLISH } },
  { words: 'spain', country: { name: 'Spain', language: SPANISH } },
  { words: 'mexico', country: { name: 'Mexico', language: SPANISH } },
  { words: 'argentina', country: { name: 'Argentina', language: SPANISH } },
  { words: 'colombia', country: { name: 'Colombia', language: SPANISH } },
  { words: 'france', country: { name: 'France', language: FRENCH } },
  { words: 'germany', country: { name: 'Germany', language: GERMAN } },
  { words: 'austria', country: { name: 'Austria', language: GERMAN } },
  { words: 'italy', country: { name: 'Italy', language: { name: 'Italian', hello: 'ciao', thanks: 'grazie' } } },
  { words: 'portugal', country: { name: 'Portugal', language: PORTUGUESE } },
  { words: 'brazil', country: { name: 'Brazil', language: PORTUGUESE } },
  { words: 'poland', country: { name: 'Poland', language: { name: 'Polish', hello: 'cześć', thanks: 'dziękuję' } } },
  { words: 'ukraine', country: { name: 'Ukraine', language: { name: 'Ukrainian', hello: 'pryvit', thanks: 'dyakuyu' } } },
  { words: 'romania', country: { name: 'Romania', language: { name: 'Romanian', hello: 'bună', thanks: 'mulțumesc' } } },
  { words: '(?:the )?netherlands|holland', country: { name: 'the Netherlands', language: { name: 'Dutch', hello: 'hallo', thanks: 'dank je' } } },
  { words: 'sweden', country: { name: 'Sweden', language: { name: 'Swedish', hello: 'hej', thanks: 'tack' } } },
  { words: 'norway', country: { name: 'Norway', language: { name: 'Norwegian', hello: 'hei', thanks: 'takk' } } },
  { words: 'denmark', country: { name: 'Denmark', language: { name: 'Danish', hello: 'hej', thanks: 'tak' } } },
  { words: 'finland', country: { name: 'Finland', language: { name: 'Finnish', hello: 'hei', thanks: 'kiitos' } } },
  { words: 'greece', country: { name: 'Greece', language: { name: 'Greek', hello: 'yassou', thanks: 'efharisto' } } },
  { words: 'turkey|türkiye', country: { name: 'Turkey', language: { name: 'Turkish', hello: 'merhaba', thanks: 'teşekkürler' } } },
  { words: 'syria', country: { name: 'Syria', language: ARABIC } },
  { words: 'egypt', country: { name: 'Egypt', language: ARABIC } },
  { words: 'morocco', country: { name: 'Morocco', language: ARABIC } },
  { words: 'japan', country: { name: 'Japan', language: { name: 'Japanese', hello: 'konnichiwa', thanks: 'arigatou' } } },
  { words: 'china', country: { name: 'China', language: { name: 'Chinese', hello: 'ni hao', thanks: 'xie xie' } } },
  { words: '(?:south )?korea', country: { name: 'Korea', language: { name: 'Korean', hello: 'annyeong', thanks: 'gomawo' } } },
  { words: 'india', country: { name: 'India' } },
  { words: 'pakistan', country: { name: 'Pakistan' } },
  { words: 'nigeria', country: { name: 'Nigeria', language: ENGLISH } },
  { words: 'ghana', country: { name: 'Ghana', language: ENGLISH } },
  { words: 'kenya', country: { name: 'Kenya' } },
  { words: 'south africa', country: { name: 'South Africa' } },
];

/** Every country of the table, as one alternation for a pattern: "poland|(?:the )?uk|…". */
export const KNOWN = COUNTRIES.map((known) => `(?:${known.words})`).join('|');
/** A country of the table at the start of some words: "poland last year", "the uk". */
const KNOWN_FIRST = new RegExp(`^(?:${KNOWN})\\b`, 'i');
/** Capitalised words at the start: a place as the parent wrote it ("Warsaw", "New York"). */
const CAPITALISED_FIRST = /^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?/u;
const WORDS = String.raw`([\p{L}'-]+(?: [\p{L}'-]+){0,2})`;

/** "moved from X", "came here from X"; "moved to X", "from X to Y" (never "to a new country"). */
const FROM = new RegExp(String.raw`\b(?:mov\w*|came|come|coming|arriv\w*|here)\b[^,.;]*? from (?:the )?${WORDS}`, 'iu');
const TO = new RegExp(String.raw`\b(?:mov\w*|relocat\w*|emigrat\w*|from [^,.;]+?) to (?!(?:a|an|another|the new|live with|be)\b)(?:live in )?${WORDS}`, 'iu');

/** Where the theme and the notes say the family moved from and to. */
export function readMove(...texts: ReadonlyArray<string | undefined>): Move {
  const text = texts.filter(Boolean).join('. ');
  const from = placeAt(FROM.exec(text)?.[1]);
  const to = placeAt(TO.exec(text)?.[1]);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The country or capitalised place the words start with, if any: "Poland last year" is Poland, "school" nothing. */
function placeAt(words: string | undefined): Country | undefined {
  if (!words) return undefined;
  const known = KNOWN_FIRST.exec(words)?.[0];
  if (known) return COUNTRIES.find((entry) => new RegExp(`^(?:${entry.words})$`, 'i').test(known))?.country;
  const place = CAPITALISED_FIRST.exec(words)?.[0];
  return place ? { name: place } : undefined;
}

/**
 * Places families go on holiday to that are not a country of `COUNTRIES`, with the language heard there where there is
 * one to learn a word of: "a week in Tenerife", "going to Disneyland".
 */
const HOLIDAY_PLACES: ReadonlyArray<{ words: string; country: Country }> = [
  { words: 'disneyland(?: paris)?', country: { name: 'Disneyland' } },
  { words: 'disney ?world|florida|orlando', country: { name: 'Florida', language: ENGLISH } },
  { words: 'new york', country: { name: 'New York', language: ENGLISH } },
  { words: 'paris', country: { name: 'Paris', language: FRENCH } },
  { words: 'tenerife|lanzarote|gran canaria|fuerteventura|majorca|mallorca|menorca|ibiza|barcelona|madrid|the canaries|the canary islands', country: { name: 'Spain', language: SPANISH } },
  { words: 'crete|corfu|rhodes|kos|zante|athens', country: { name: 'Greece', language: { name: 'Greek', hello: 'yassou', thanks: 'efharisto' } } },
  { words: 'rome|venice|florence|sicily|sardinia', country: { name: 'Italy', language: { name: 'Italian', hello: 'ciao', thanks: 'grazie' } } },
  { words: 'cyprus', country: { name: 'Cyprus' } },
  { words: 'dubai', country: { name: 'Dubai', language: ARABIC } },
  { words: 'thailand', country: { name: 'Thailand', language: { name: 'Thai', hello: 'sawasdee', thanks: 'khob khun' } } },
  { words: 'jamaica|barbados|the caribbean', country: { name: 'the Caribbean', language: ENGLISH } },
  { words: 'lapland', country: { name: 'Lapland' } },
];

/** Every country of the table but the four of Britain, and every holiday place: where a family goes abroad. */
export const ABROAD = [...COUNTRIES.filter((known) => !['England', 'Scotland', 'Wales', 'Britain'].includes(known.country.name)), ...HOLIDAY_PLACES].map((known) => `(?:${known.words})`).join('|');

/** "a family trip to Japan", "our holiday in Tenerife", "flying to Spain": where the family goes, if abroad. */
const TRIP = new RegExp(String.raw`\b(?:to|in|at|around|round) (${ABROAD})\b`, 'i');

/** The place abroad a theme of a trip names, if any. */
export function readTrip(...texts: ReadonlyArray<string | undefined>): Country | undefined {
  const named = TRIP.exec(texts.filter(Boolean).join('. '))?.[1];
  if (!named) return undefined;
  return [...COUNTRIES, ...HOLIDAY_PLACES].find((known) => new RegExp(`^(?:${known.words})$`, 'i').test(named))?.country;
}
