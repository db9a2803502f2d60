import nlp from 'compromise';
import type { CatalogueTheme } from '../world/catalogue';
import { placeTruths } from '../world/occasion-places';

/**
 * Where a festival of the catalogue is kept when the parent's words say ("Diwali at the temple", "Eid at the mosque",
 * "Hanukkah with the neighbours"): the first page says where it is this year, and what is true there. A family's house
 * ("Christmas at grandma's") is `story/kin-house.ts`'s; a festival said with no place keeps its own first page.
 */
export function festivalPlaceLines(entry: Pick<CatalogueTheme, 'kind' | 'id' | 'words'>, theme: string | undefined, hero: string): string[] {
  const { place, company } = festivalPlaceOf(entry, theme);
  if (!place && !company) return [];
  const truths = placeTruths(place);
  return [
    // "would" fits a festival's first page whether it is today or tomorrow ("tomorrow was Eid!").
    place ? `This year, ${hero} and the family would celebrate at ${place}${company ? ` with ${company}` : ''}.` : `This year, ${hero} and the family would celebrate with ${company}.`,
    ...(truths ? [truths.sight] : []),
  ];
}

/** The way home from where the festival was kept, before the last page's own line: the day did not end at the temple. */
export function festivalHomeLines(entry: Pick<CatalogueTheme, 'kind' | 'id' | 'words'>, theme: string | undefined): string[] {
  const { place } = festivalPlaceOf(entry, theme);
  return place ? [`Later, they all came home from ${place}, tired and happy.`] : [];
}

/** Where the theme keeps a festival, and with whom. */
function festivalPlaceOf(entry: Pick<CatalogueTheme, 'kind' | 'id' | 'words'>, theme: string | undefined): { place?: string; company?: string } {
  if (entry.kind !== 'festival' || entry.id === 'birthday' || !theme) return {};
  const [, , where, who] = /^(.+?)(?:\s+(?:at|in)\s+(.+?))?(?:\s+with\s+(.+))?$/i.exec(theme.trim().replace(/[.!]+$/, '')) ?? [];
  // "dancing at the wedding" names the festival itself, never a place it is kept at.
  // "Diwali in the snow", "Eid in the rain": the weather it is kept in, never a place ("celebrate at the snow").
  const place = where && /^(?:the|our|my)\s/i.test(where) && !/['’]/.test(where) && !entry.words.test(where) && !WEATHER_OR_TIME.test(where) ? placeNamed(where) : undefined;
  const company = who ? companyNamed(who) : undefined;
  return { ...(place ? { place } : {}), ...(company ? { company } : {}) };
}

/** Words after "in" that are a weather or a time, not a place. */
const WEATHER_OR_TIME = /^(?:the|a)\s+(?:snow|rain|dark|night|sun(?:shine)?|wind|fog|mist|storm|cold|heat|morning|afternoon|evening|winter|summer|spring|autumn)\b/i;

/** A place with its article, read as a noun phrase by the tagger: "the temple", "our church" → "the church". */
function placeNamed(words: string): string | undefined {
  const doc = nlp(words);
  if (!doc.has('#Noun') || doc.has('(#Verb|#Pronoun|#Person)') || words.split(/\s+/).length > 4) return undefined;
  return words.toLowerCase().replace(/^(?:our|my)\s/, 'the ');
}

/** Whom the festival is kept with: "the neighbours", "my cousins" → "the cousins"; a name as written. */
function companyNamed(words: string): string | undefined {
  const said = words.trim();
  // Only people: "the Holi dancing with the drums" is kept with no drums.
  if (said.split(/\s+/).length > 3 || (/^(?:the|our|my)\s/i.test(said) && !PEOPLE.test(said))) return undefined;
  return /^(?:the|our|my)\s/i.test(said) ? said.replace(/^(?:our|my)\s/i, 'the ').replace(/^The /, 'the ') : /^\p{Lu}/u.test(said) ? said : undefined;
}

/** Whom a festival is kept with, said as a group: "the neighbours", "my cousins", "our friends", "the whole family". */
const PEOPLE = /\b(?:neighbou?rs?|cousins?|family|families|friends?|grand\w*|gran|granny|nan\w*|aunt\w*|uncles?|brothers?|sisters?|siblings?|twins?|mum|dad|mom|parents|class|everyone|everybody|community|kids|children|relatives|in-laws|godparents?)\b/i;
