import { COUNTRIES } from '../understand/read-countries';
import { titleCase as capitalised } from '../core/text';
import { placeKitOf } from './place-kits';

/**
 * A country, region or city a family goes to for a holiday, a festival or a wedding ("Christmas at Granny's in
 * Scotland", "Eid at Nani's in Lahore", "a wedding in India", "a trip to London"): how the family gets there, and the
 * true things a child notices there, a word of the language, a food or the weather. A place not listed but capitalised
 * by the parent, or a country of `COUNTRIES`, is named with only what is true of any journey (a hello where its language
 * is known); nothing is invented about it.
 */
export interface FarPlace {
  name: string;
  /** Two lines said in the story: getting there, and what is true there. */
  lines: readonly [string, string];
}

const KNOWN: ReadonlyArray<readonly [RegExp, FarPlace]> = [
  [/^scotland$|^(?:the )?highlands$|^edinburgh$|^glasgow$/i, { name: 'Scotland', lines: ['It was a long way up to {place}, and {hero} watched the hills outside the window get bigger and wilder.', 'In {place} the wind was cold and fresh, and there were hills and grey stone houses and a loch as still as glass.'] }],
  [/^london$/i, { name: 'London', lines: ['They went to {place} on the train, and the city was busier than anywhere {hero} had ever been.', 'In {place} there were red buses with two floors, a huge river, and Big Ben chiming the hour.'] }],
  [/^cornwall$|^devon$/i, { name: 'Cornwall', lines: ['It was a long drive down to {place}, and everyone shouted "I can see the sea!" at the same time.', 'In {place} there were little harbours full of boats, steep lanes, and pasties warm in a paper bag.'] }],
  [/^wales$/i, { name: 'Wales', lines: ['On the way into {place}, the signs had two languages, and {hero} tried to read the Welsh ones out loud.', 'In {place} people said "bore da" for good morning, and there were green hills and sheep wherever {hero} looked.'] }],
  [/^lahore$|^pakistan$|^karachi$|^islamabad$/i, { name: 'Lahore', lines: ['They flew all the way to {place} on a big plane, and when the doors opened, the warm air smelt of spices.', 'The streets of {place} were busy with rickshaws beeping, and everyone said "salaam" and hugged {hero} as if they had known {him} forever.'] }],
  [/^india$|^delhi$|^mumbai$|^punjab$|^kerala$|^gujarat$/i, { name: 'India', lines: ['They flew to {place} on a big plane, all night long, and when they landed, it was warm and busy and bright.', 'In {place}, people said "namaste" with their hands together, and there were marigolds and sweets and music everywhere.'] }],
  [/^jamaica$/i, { name: 'Jamaica', lines: ['They flew to {place} on a big plane, and when the doors opened, the sun was hot and bright.', 'In {place} there were mangoes and coconut water, and the sea was warm and blue as a paddling pool.'] }],
  [/^nigeria$|^lagos$/i, { name: 'Nigeria', lines: ['They flew to {place} on a big plane, and when the doors opened, the air was hot and damp.', 'In {place} the roads were full of yellow buses and people selling things, and there was jollof rice at every meal.'] }],
];

/** The far place a place phrase names: listed, a known country, or capitalised by the parent; else nothing. */
export function farPlaceOf(words: string): FarPlace | undefined {
  const said = words.trim();
  const listed = KNOWN.find(([pattern]) => pattern.test(said))?.[1];
  if (listed) {
    const name = capitalised(said.replace(/^the /i, ''));
    return { name, lines: listed.lines.map((line) => line.replaceAll('{place}', name)) as unknown as FarPlace['lines'] };
  }
  const country = COUNTRIES.find((known) => new RegExp(`^(?:${known.words})$`, 'i').test(said))?.country;
  const name = country?.name ?? (/^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?$/u.test(said) ? said : undefined);
  if (!name) return undefined;
  const hello = country?.language && country.language.name !== 'English' ? country.language.hello : undefined;
  return {
    name,
    lines: [
      `At last they were in ${name}, and {hero} looked at everything, because everything was new.`,
      hello ? `In ${name}, people said "${hello}" for hello, and {hero} learnt to say it back.` : `{hero} wanted to remember every bit of ${name}, to tell everyone at home.`,
    ],
  };
}

/** The two true lines of a place a day is told at, from its kit or as a far place; none for a place neither knows. */
export function placeLinesOf(place: string): readonly [string, string] | undefined {
  return placeKitOf(place)?.lines ?? farPlaceOf(place.replace(/^(?:the|a|an) /i, ''))?.lines;
}
