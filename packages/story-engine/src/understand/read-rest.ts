/**
 * A theme's second half: what a parent says beyond the moment the engine tells ("our holiday IN THE CAMPERVAN", "a walk
 * in the woods AT NIGHT", "staying at nanny's FOR THREE SLEEPS"). The moment's own story drops it unless it is read: a
 * vehicle it goes in, the time or weather it is told in, and how long it lasts are read here into a modifier whose line
 * is true of any moment ("It was snowing…"), said where the hero is met. A moment whose own words already carry it
 * (the train journey's train, the fireworks' dark) needs none.
 */
export type ThemeRest = {
  kind: 'vehicle' | 'time' | 'duration' | 'activity';
  said: string;
  line?: (who: Pronouns) => string;
};

/** Who the line is about; `little` for a board book's listener, who hears the short line; `indoors` for a day at home, whose weather is outside. */
type Pronouns = { name: string; he: string; his: string; little?: boolean; indoors?: boolean };

const NUMBER = '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|\\d+)';

/** Vehicles with the true things of being in one, said the way a child notices them. */
const VEHICLES: readonly { words: RegExp; key: RegExp; ride: string }[] = [
  { words: /\b(?:camper ?van|motor ?home)\b/i, key: /camper|motorhome/i, ride: 'with beds that folded out of the seats, a tiny sink and curtains on every window' },
  { words: /\bferry\b/i, key: /ferry/i, ride: 'and the cars drove right inside the big ship, and up on deck the wind blew and the gulls called' },
  { words: /\b(?:tube|underground)\b/i, key: /\btube\b|underground/i, ride: 'down the moving stairs, where the doors beeped before they shut and a voice said, "Mind the gap"' },
  { words: /\b(?:narrow ?boat|canal boat)\b/i, key: /narrowboat|canal/i, ride: 'slow as walking along the canal, through the locks where the water went up and down' },
  { words: /\bboat\b/i, key: /\bboat\b/i, ride: 'in life jackets, with the water slapping at the sides' },
  { words: /\bcoach\b/i, key: /\bcoach\b/i, ride: 'with high seats, a little curtain at the window and the road rolling by below' },
  { words: /\btram\b/i, key: /\btram\b/i, ride: 'which dinged its bell all along the street' },
  { words: /\btaxi\b/i, key: /\btaxi\b/i, ride: 'and the driver knew every street' },
  { words: /\bcaravan\b/i, key: /caravan/i, ride: 'towed behind the car, with a little table that turned into a bed' },
  { words: /\bbus\b/i, key: /\bbus\b/i, ride: 'and sat where they could see out of the big front window' },
  { words: /\btrain\b/i, key: /\btrain\b/i, ride: 'and watched the fields and houses rush past the window' },
  { words: /\b(?:aero)?plane\b/i, key: /\b(?:aero)?plane\b/i, ride: 'high above the clouds' },
];

const VEHICLE_PHRASE = /\b(in|on|by)\s+((?:the|a|an|our|my|his|her|their|\p{L}+['’]s)\s+)?(?:(?:big|little|old|new|red|blue|family)\s+)?((?:camper ?van|motor ?home|ferry|tube|underground|narrow ?boat|canal boat|boat|coach|tram|taxi|caravan|bus|train|(?:aero)?plane))\b/iu;

/** A time or weather the moment is told in, and a line of it any such day has. */
const TIMES: readonly { words: RegExp; key: RegExp; line: (who: Pronouns) => string; late?: true }[] = [
  { words: /\bin the snow\b|\bsnowy\b|\bwhen it snow(?:s|ed)\b/i, key: /\bsnow/i, line: (who) => (who.little ? 'Snow! Crunch, crunch.' : who.indoors ? 'Outside, snow lay thick on the ground, and the windows were frosty.' : `Snow lay thick on the ground, and it crunched under ${who.his} boots.`) },
  { words: /\bthunder ?storms?\b|\bstorm(?:y|s)?\b|\bthunder(?:ing)?\b/i, key: /\bstorm|\bthunder/i, line: (who) => (who.little ? 'Rumble! Thunder!' : 'Dark clouds rolled in, and far away, thunder rumbled.') },
  { words: /\bin the (?:pouring |heavy |pelting )?rain\b|\brainy\b|\bwhen it rain(?:s|ed)\b|\bdrizzl(?:e|y)\b/i, key: /\brain(?!bow)/i, line: (who) => (who.little ? 'Rain! Splash, splash.' : who.indoors ? 'Outside, the rain pattered on the windows.' : `It was raining, so ${who.he} wore ${who.his} wellies and a raincoat, and the puddles went splash.`) },
  { words: /\b(?:windy|blustery|in the wind)\b/i, key: /\bwind(?!ow)|\bgust|\bblew\b/i, line: (who) => (who.little ? 'Whoosh! Wind!' : who.indoors ? 'Outside, the wind whistled round the house.' : `It was a windy day, and the wind tugged at ${who.his} coat.`) },
  { words: /\bfog(?:gy)?\b|\bmisty (?:day|morning|evening|night|weather)\b|\bin the mist\b/i, key: /\bfog|\bmist/i, line: (who) => (who.little ? 'Fog! All grey.' : 'It was foggy, and everything was soft and grey.') },
  { words: /\bat sunset\b|\bas the sun (?:went|goes) down\b/i, key: /sunset|sun (?:went|goes) down/i, line: (who) => (who.little ? 'The sky went pink.' : 'The sun was going down, and the sky turned pink and gold.'), late: true },
  { words: /\bunder the stars\b/i, key: /\bstars\b/i, line: (who) => (who.little ? 'Look! Stars!' : 'Above them, the sky was full of stars.'), late: true },
  { words: /\bat night\b|\bin the dark\b|\bafter dark\b|\bnight-?time\b/i, key: /\bdark\b|\bnight\b|moon/i, line: (who) => (who.little ? 'It was dark. The moon was up.' : 'It was night-time, dark and quiet, with the moon up high.'), late: true },
  { words: /\bin (?:the )?winter\b/i, key: /winter|frost|\bcold\b/i, line: (who) => `It was winter, cold and crisp, and ${who.he} wore ${who.his} hat and gloves.` },
  { words: /\bin (?:the )?autumn\b/i, key: /autumn|leaves/i, line: () => 'It was autumn, and the leaves were red and gold.' },
  { words: /\bin (?:the )?summer\b/i, key: /summer/i, line: () => 'It was summer, warm and bright.' },
  { words: /\bin (?:the )?spring(?:time)?\b/i, key: /spring/i, line: () => 'It was spring, and everything was growing.' },
];

const WHOLE_DAY = /\bwhole day\b|\ball day\b/i;
/** Lines of a day in the sun, which a night-time line beside them would contradict. */
const DAYLIGHT = /\bsun(?:ny|shine|hats?|cream|lit)?\b|\bblue sky\b/i;

const DURATION = new RegExp(`\\b(?:our|my|his|her|their|the)\\s+(first\\s+(?:week|fortnight|month))\\b|\\bfor\\s+(?:a\\s+)?(?:whole\\s+)?(${NUMBER}\\s+(?:whole\\s+)?(?:days?|nights?|sleeps?|weeks?|months?)|(?:whole\\s+)?(?:week|weekend|fortnight|month))\\b|\\b(?:a\\s+)?whole\\s+(week|weekend|fortnight)\\b|\\b(${NUMBER}\\s+more\\s+sleeps)\\b`, 'i');

/** A span an entry's own lines say ("for two whole weeks", "three nights"), which the parent's span replaces. */
export const ENTRY_SPAN = /\b(?:two|three|four|five|six|seven|ten) (?:whole )?(?:weeks|days|nights|sleeps|months)\b/g;

/**
 * The catalogue entry's text, to ask whether its own lines already carry the theme's second half. Its variants are not
 * its lines: the one the words chose is in them already, and the others (a rainy day's, `qualifier-variants.ts`) are untold.
 */
export const entryText = (entry: object): string => JSON.stringify(entry, (key, value: unknown) => (key === 'variants' ? undefined : value instanceof RegExp ? value.source : value));

/**
 * What the theme says beyond its moment, if the moment's own words (`told`, the entry's text) do not carry it already.
 * A vehicle or a time has a line for the first page; a span has none (a line saying "three sleeps" beside a plot told in a
 * day would contradict it): it replaces the entry's own span where it says one (`withTheParentsWords`), and is otherwise
 * said in the idea as not told (`restNote`).
 */
export function readRest(theme: string | undefined, told = ''): ThemeRest | undefined {
  const text = theme?.trim() ?? '';
  if (text === '') return undefined;
  const vehicle = VEHICLE_PHRASE.exec(text);
  const kit = vehicle ? VEHICLES.find((each) => each.words.test(vehicle[3]!)) : undefined;
  if (vehicle && kit && !kit.key.test(told)) {
    const [, , owner = '', noun = ''] = vehicle;
    const whose = /^(?:the|a|an|our|my|his|her|their)\s+$/i.test(owner) || owner === '' ? 'the ' : owner.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
    const by = vehicle[1]!.toLowerCase() === 'by';
    const said = by ? `by ${noun.toLowerCase()}` : `${/^(?:camper|motor|caravan|taxi)/i.test(noun) ? 'in' : 'on'} ${whose}${noun.toLowerCase()}`;
    return { kind: 'vehicle', said, line: (who) => (who.little ? `They went ${said}.` : `They went ${said}, ${kit.ride}.`) };
  }
  const time = TIMES.find((each) => each.words.test(text));
  // A moment told as a whole day ("spending the whole day at the beach") cannot open at sunset: that is said in the idea.
  // Nor can a moment whose lines are sunny ("the sunny blanket in the park") be told in the dark: that too is said in the idea.
  if (time && !time.key.test(told)) return { kind: 'time', said: time.words.exec(text)![0], ...(time.late && (WHOLE_DAY.test(told) || DAYLIGHT.test(told)) ? {} : { line: time.line }) };
  const span = spanOf(text);
  if (span) return told.toLowerCase().includes(span) ? undefined : { kind: 'duration', said: span };
  const doing = activityOf(text);
  return doing && told !== '' && !doing.words.some((word) => new RegExp(`\\b${word.replace(/s$/, '')}`, 'i').test(told)) ? { kind: 'activity', said: doing.said } : undefined;
}

/**
 * The first page's lines of the theme's second half: the way it is gone, and the weather or time it is had in as well
 * ("a trip to the farm in the snow by bus", or a wish for snow after one for the bus): both said, never only the first.
 */
export function restLines(theme: string | undefined, told: string, who: Pronouns): string[] {
  const rest = readRest(theme, told);
  if (!rest?.line) return [];
  const also = rest.kind === 'vehicle' ? readRest(theme!.replace(VEHICLE_PHRASE, ' ').replace(/\s+/g, ' '), told) : undefined;
  return [rest.line(who), ...(also?.kind === 'time' && also.line ? [also.line(who)] : [])];
}

/**
 * What the theme says is done there ("a sleepover at grandad's with a midnight feast", "a sleepover where we tell ghost
 * stories"): the clause and its own words. A moment whose lines name none of those words does not tell it.
 */
function activityOf(text: string): { said: string; words: string[] } | undefined {
  const clause = ACTIVITY.exec(text)?.slice(1).find(Boolean)?.trim();
  const words = clause?.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 2 && !FILLER.test(word)) ?? [];
  return clause && words.length > 0 ? { said: clause, words } : undefined;
}

const ACTIVITY = /\bwith (?:a|an|some|lots of)\s+([a-z][a-z ]*)$|\bwhere (?:we|everyone|they|i|he|she|you)\s+([a-z][a-z ]*)$|\band (?:then )?(?:we )?([a-z]+ing\b[a-z ]*)$/i;
const FILLER = /^(?:the|and|our|his|her|their|with|all|some|lots|together|too|then|them|get|got|gets|have|had|has|going|went|really|very|big|little|new|lovely|fun)$/;

/** How long the theme says its moment lasts, as a page would say it: "three sleeps", "a whole week". */
export function spanOf(theme: string | undefined): string | undefined {
  const found = DURATION.exec(theme ?? '');
  if (!found) return undefined;
  return (found[1] ?? found[2] ?? found[3] ?? found[4] ?? '').toLowerCase().replace(/\s+/g, ' ').replace(/ more sleeps$/, ' sleeps').replace(/^(?:a )?(?:whole )?(week|weekend|fortnight|month)$/, 'a whole $1');
}

/**
 * An entry's line with the parent's span for its own ("away for two whole weeks" → "away for a whole week"), and the
 * parent's word for a vehicle the entry's variant tells under another name (a motorhome's holiday is the caravan's).
 */
export function withTheParentsWords(line: string, theme: string | undefined): string {
  const span = spanOf(theme);
  const spanned = span ? line.replace(ENTRY_SPAN, span) : line;
  const own = OWN_VEHICLE.exec(theme ?? '')?.[0]?.toLowerCase().replace(/\s+/g, '');
  return own ? spanned.replace(/\b([Cc])aravan(s?)\b/g, (_whole, c: string, plural: string) => `${c === 'C' ? own.charAt(0).toUpperCase() : own.charAt(0)}${own.slice(1)}${plural}`) : spanned;
}

/** A vehicle the caravan's lines tell truly under the parent's own word: a campervan has the same fold-down beds. */
const OWN_VEHICLE = /\bcamper ?van\b|\bmotor ?home\b/i;

/** The idea's honest word for a span, a time of day or a doing the entry's lines cannot carry. */
export function restNote(theme: string, told: string): string | undefined {
  const rest = readRest(theme, told);
  if (!rest || rest.line || (rest.kind === 'duration' && new RegExp(ENTRY_SPAN.source).test(told))) return undefined;
  const quoted = theme.trim().replace(/["“”]/g, "'");
  if (rest.kind === 'activity') return `The built-in writer tells "${quoted}" but cannot tell "${rest.said}" in it; an AI writer can.`;
  return `The built-in writer tells "${quoted}" in one day's story and cannot tell "${rest.said}" of it; an AI writer can.`;
}

