import type { CatalogueTheme, Variant, Wording } from './theme-entry';

/** Lunar New Year's true details, with the dance the words name coming down the street last. */
const NEW_YEAR_DANCE = (dance: string): Variant['details'] => ['Red lanterns hung from every window.', 'The family ate dumplings and long noodles for a long life.', 'Grown-ups gave red envelopes with lucky money inside.', dance];

/**
 * A festival's own customs, as a parent names one with it ("the dragon dance at Chinese New Year", "singing carols at
 * Christmas", "baking for Hanukkah"): the festival is the story, and the custom is its first page. Only true customs of
 * each: a doing the festival has no custom of (painting at Passover) is no part of its day, and the festival is told as it is.
 */
interface Custom extends Pick<Variant, 'said' | 'worry' | 'details'> {
  /** The festival's first page, with the custom in it. */
  opening: Wording;
}

const DANCE = /\bdanc(?:e|es|ing|ers?)\b/i;
const BAKING = /\bbak(?:e|es|ed|ing)\b|\bcook(?:s|ed|ing)?\b|\b(?:biscuits|cookies|cakes?)\b/i;
const MAKING = /\b(?:mak(?:e|es|ing)|made|craft\w*|card(?:s)?|paint(?:s|ed|ing)?|draw(?:s|ing)?)\b/i;
const SINGING = /\bsing(?:s|ing)?\b|\bsongs?\b|\bmusic\b/i;
const LANTERNS = /\blanterns?\b/i;
const PARADE = /\bparades?\b|\bprocessions?\b/i;
const DRESSING_UP = /\bdress(?:ed|es|ing)? up\b|\bcostumes?\b|\bfancy dress\b/i;

const CUSTOMS: Readonly<Record<string, readonly Custom[]>> = {
  'lunar-new-year': [
    { said: /\blion danc\w*\b/i, opening: ['It was Lunar New Year, and today the lion dance was coming down the street, with drums and cymbals.', 'It was Lunar New Year, and the lion dance was coming!'], worry: '"Will I see the lion dance?" said {hero}.', details: NEW_YEAR_DANCE('The lion dance came down the street to the boom of drums, and the lion blinked its big eyes.') },
    { said: new RegExp(String.raw`\bdragons?\b|${DANCE.source}|${PARADE.source}`, 'i'), opening: ['It was Lunar New Year, and today the dragon dance was coming down the street, long and red and gold, with drums and cymbals.', 'It was Lunar New Year, and the dragon dance was coming!'], details: NEW_YEAR_DANCE('The dragon came dancing down the street on its poles, swooping high and low to the boom of drums.') },
    { said: LANTERNS, opening: ['It was Lunar New Year, and {hero} had helped hang red paper lanterns in every window, for good luck.', 'It was Lunar New Year, with red lanterns in every window.'] },
    { said: new RegExp(String.raw`\bdumplings?\b|${BAKING.source}`, 'i'), opening: ['It was Lunar New Year, and the whole family sat round the kitchen table, folding dumplings for the big dinner.', 'It was Lunar New Year, and everyone was folding dumplings.'] },
  ],
  diwali: [
    { said: /\brangoli\b|\bchalk\b|\bcolou?red (?:powder|rice|sand)\b|\bpaint\w*\b|\bdraw\w*\b/i, opening: ['It was Diwali, the festival of lights, and {hero} was making a rangoli by the front door, a flower of coloured powder.', 'It was Diwali, and {hero} was making a rangoli.'] },
    { said: /\blanterns?\b|\blamps?\b|\bdiyas?\b|\bcandles?\b|\blights\b/i, opening: ['It was Diwali, the festival of lights, and {hero} had painted a little clay lamp, a diya, ready for the evening.', 'It was Diwali, and {hero} had painted a little clay lamp.'] },
    { said: new RegExp(String.raw`\bsweets\b|\bladd?oos?\b|\bjalebis?\b|${BAKING.source}`, 'i'), opening: ['It was Diwali, the festival of lights, and the kitchen was full of sweets being made: round laddoos and sticky jalebis.', 'It was Diwali, and the kitchen was full of sweets.'] },
    { said: /\bfireworks?\b/i, opening: ['It was Diwali, the festival of lights, and tonight there would be fireworks over the rooftops.', 'It was Diwali, and tonight there would be fireworks.'] },
  ],
  eid: [
    { said: /\bhenna\b|\bmehn?di\b|\bmehendi\b|\bpaint\w* (?:my |her |his |their )?hands\b/i, opening: ['The new moon had been seen, and tomorrow was Eid! Tonight {hero} sat very still while henna flowers were drawn on {his} hands.', 'Tomorrow was Eid! {hero} had henna flowers on {his} hands.'] },
    { said: new RegExp(String.raw`\bfeast\b|\bsweets\b|${BAKING.source}`, 'i'), opening: ['The new moon had been seen, and tomorrow was Eid! The kitchen smelled of sweet things baking for the visitors.', 'Tomorrow was Eid! Sweet things were baking.'] },
    { said: DRESSING_UP, opening: ['The new moon had been seen, and tomorrow was Eid! {hero}\'s new clothes hung ready on the door.', 'Tomorrow was Eid! {hero}\'s new clothes hung ready.'] },
  ],
  christmas: [
    { said: new RegExp(String.raw`\bcarols?\b|${SINGING.source}`, 'i'), opening: ['It was Christmas Eve, and {hero} had been singing carols with the family all evening, and had hung up a stocking by the fire.', 'It was Christmas Eve, and {hero} was singing carols.'] },
    { said: new RegExp(String.raw`\bgingerbread\b|\bmince pies?\b|${BAKING.source}`, 'i'), opening: ['It was Christmas Eve, the kitchen smelled of mince pies and gingerbread, and {hero} had hung up a stocking by the fire.', 'It was Christmas Eve, and the kitchen smelled of baking.'] },
    { said: /\bdecorat\w*\b|\bbaubles?\b|\btinsel\b/i, opening: ['It was Christmas Eve, and {hero} had hung the last bauble on the tree, and a stocking by the fire.', 'It was Christmas Eve, and {hero} had decorated the tree.'] },
    // Towns hold Christmas parades in the weeks before: the floats and Father Christmas on his sleigh, seen before the stocking goes up.
    { said: PARADE, opening: ['It was Christmas Eve, and {hero} had hung up a stocking by the fire. Earlier that week {he} had watched the Christmas parade go down the high street, with a brass band, twinkling floats, and Father Christmas waving from his sleigh at the very end.', 'It was Christmas Eve. This week {hero} had seen the Christmas parade, and Father Christmas on his sleigh!'] },
    { said: MAKING, opening: ['It was Christmas Eve, and {hero} had made a card with a paper star for {grownup}, and hung up a stocking by the fire.', 'It was Christmas Eve, and {hero} had made a card.'] },
  ],
  hanukkah: [
    { said: new RegExp(String.raw`\blatkes?\b|\bdoughnuts?\b|\bsufganiy\w*\b|${BAKING.source}`, 'i'), opening: ['It was the first night of Hanukkah, the kitchen smelled of latkes, and the menorah stood ready in the window.', 'It was Hanukkah, and the kitchen smelled of latkes.'] },
    { said: SINGING, opening: ['It was the first night of Hanukkah, and the family stood by the menorah in the window, ready to sing.', 'It was Hanukkah, and the family sang by the menorah.'] },
    { said: /\bgames?\b|\bspin\w*\b/i, opening: ['It was the first night of Hanukkah, the dreidel was ready to spin, and the menorah stood ready in the window.', 'It was Hanukkah, and the dreidel was ready to spin.'] },
  ],
  easter: [
    { said: /\b(?:paint|decorat|colou?r|dye)\w*\b/i, opening: ['It was Easter Sunday, and {hero} had painted an egg with spots and stripes. Today there was going to be an egg hunt in the garden.', 'It was Easter, and {hero} had painted an egg.'] },
    { said: new RegExp(String.raw`\bhot cross buns?\b|${BAKING.source}`, 'i'), opening: ['It was Easter Sunday, and {hero} had helped bake hot cross buns. Today there was going to be an egg hunt in the garden.', 'It was Easter, and {hero} had helped bake hot cross buns.'] },
  ],
  halloween: [
    { said: DRESSING_UP, opening: ['It was Halloween, and {hero} was dressed up in {his} costume, ready to go trick or treating with {grownup}.', 'It was Halloween, and {hero} was dressed up.'] },
    { said: BAKING, opening: ['It was Halloween, and {hero} had helped bake biscuits shaped like little ghosts, and had a costume ready.', 'It was Halloween, and {hero} had baked ghost biscuits.'] },
  ],
  ramadan: [
    { said: LANTERNS, opening: ['It was Ramadan, and a lantern glowed in the window every evening, while the grown-ups fasted from sunrise to sunset.', 'It was Ramadan, and a lantern glowed in the window.'] },
    { said: BAKING, opening: ['It was Ramadan, the grown-ups were fasting from sunrise to sunset, and {hero} was helping cook for the evening meal.', 'It was Ramadan, and {hero} was helping cook the evening meal.'] },
  ],
  holi: [
    { said: /\bwater\b/i, opening: ['It was Holi, the festival of colours, and {hero} had a water pistol full of pink water, ready for the water fight.', 'It was Holi, and {hero} had a water pistol of pink water.'] },
    { said: new RegExp(String.raw`${DANCE.source}|\bdrums?\b|${SINGING.source}`, 'i'), opening: ['It was Holi, the festival of colours, and the drums were playing for everyone to dance in the street.', 'It was Holi, and the drums were playing for everyone to dance.'] },
  ],
  thanksgiving: [
    { said: PARADE, opening: ['It was Thanksgiving, and the morning began with the big parade, with giant balloons floating down the street above the marching bands, and then the whole family was coming for dinner.', 'It was Thanksgiving, and there were giant balloons in the parade!'] },
    { said: new RegExp(String.raw`\bpies?\b|\bdinner\b|${BAKING.source}`, 'i'), opening: ['It was Thanksgiving, the whole family was coming for dinner, and {hero} was helping bake the pumpkin pie.', 'It was Thanksgiving, and {hero} was helping bake the pie.'] },
  ],
  'mid-autumn': [
    { said: new RegExp(String.raw`${LANTERNS.source}|${PARADE.source}`, 'i'), opening: ['It was the Mid-Autumn Festival, when the moon is the biggest and roundest of the whole year, and tonight {hero} would walk in the lantern parade with a paper lantern of {his} very own.', 'It was the Mid-Autumn Festival, and {hero} would walk in the lantern parade.'] },
    { said: BAKING, opening: ['It was the Mid-Autumn Festival, when the moon is the biggest and roundest of the whole year, and {hero} had helped press mooncakes into their wooden moulds.', 'It was the Mid-Autumn Festival, and {hero} had helped make mooncakes.'] },
  ],
  vaisakhi: [
    { said: new RegExp(String.raw`${PARADE.source}|\bnagar kirtan\b`, 'i'), opening: ['It was Vaisakhi, and the procession was going down the street with drums and singing, and after it {hero} would help serve the langar, the free meal for everyone.', 'It was Vaisakhi, and the procession went by with drums.'] },
    { said: /\bbhangra\b|\bdanc\w*\b|\bdhol\b|\bdrums?\b/i, opening: ['It was Vaisakhi, and outside the gurdwara the dhol drum was playing for the bhangra, and this year {hero} would help serve the langar, the free meal for everyone.', 'It was Vaisakhi, and the drum was playing for the bhangra.'] },
  ],
  'rosh-hashanah': [
    { said: /\bapples?\b|\bhoney\b|\bchallah\b|\bbak\w*\b|\bcook\w*\b/i, opening: ['It was Rosh Hashanah, the Jewish New Year, and there were apples and honey for a sweet year, and at synagogue today {hero} would hear the shofar for the very first time.', 'It was Rosh Hashanah, with apples and honey for a sweet year.'] },
  ],
  'valentines-day': [
    { said: BAKING, opening: ['It was nearly Valentine\'s Day, the day for telling people you love them, and {hero} had baked heart biscuits, and now was making cards at the kitchen table, one for everybody.', 'It was Valentine\'s Day, and {hero} had baked heart biscuits.'] },
  ],
  'day-of-the-dead': [
    { said: /\bsugar skulls?\b|\bface paint\w*\b|\bpaint\w*\b/i, opening: ['It was the Day of the Dead, when families remember the people they love who have died, and {hero} had painted a sugar skull with flowers, for the ofrenda, the table of remembering.', 'It was the Day of the Dead, and {hero} had painted a sugar skull.'] },
  ],
  purim: [
    { said: DRESSING_UP, opening: ['It was Purim, the day for dressing up and making a noise, and {hero} was in {his} costume, ready for synagogue, where the rabbi would read the story of brave Queen Esther.', 'It was Purim, and {hero} was dressed up.'] },
    { said: new RegExp(String.raw`\bhamantas(?:ch|h)en\b|${BAKING.source}`, 'i'), opening: ['It was Purim, the day for dressing up and making a noise, and {hero} had helped bake hamantaschen, and tonight at synagogue the rabbi would read the story of brave Queen Esther.', 'It was Purim, and {hero} had helped bake hamantaschen.'] },
  ],
  onam: [
    { said: /\bfeast\b|\bsadya\b|\bbanana leaf\b|\bcook\w*\b/i, opening: ['It was Onam, and the big feast, the sadya, was cooking, and every morning the family made a pookalam, a flower carpet, on the doorstep.', 'It was Onam, and the big feast was cooking.'] },
  ],
  'ganesh-chaturthi': [
    { said: new RegExp(String.raw`${PARADE.source}|${DANCE.source}|\bdrums?\b`, 'i'), opening: ['It was Ganesh Chaturthi, Lord Ganesha\'s birthday, with drums and dancing in the street, and this year {hero} was making the family\'s Ganesha {him}self, out of a lump of river clay.', 'It was Ganesh Chaturthi, with drums and dancing in the street.'] },
    { said: /\bmodaks?\b|\bsweets\b|\bbak\w*\b|\bcook\w*\b/i, opening: ['It was Ganesh Chaturthi, Lord Ganesha\'s birthday, and the kitchen smelled of modak, his favourite sweets, and this year {hero} was making the family\'s Ganesha {him}self, out of river clay.', 'It was Ganesh Chaturthi, and the kitchen smelled of sweets.'] },
  ],
  wedding: [
    { said: DANCE, opening: ['Today was the wedding, and there would be dancing after, but first {hero} had a special job: to walk at the front with the flowers.', 'Today was the wedding, and there would be dancing!'] },
  ],
};

/** The custom of the festival the words name beside it, if they name one. */
function customNamed(entry: CatalogueTheme, text: string): Custom | undefined {
  return CUSTOMS[entry.id]?.find((custom) => custom.said.test(text));
}

/**
 * The entry with its customs told as variants, after its own (a festival at school, grandma who cannot come at Christmas,
 * are the more particular words).
 */
export function withCustoms(entry: CatalogueTheme): CatalogueTheme {
  const customs = CUSTOMS[entry.id];
  if (!customs) return entry;
  const told: Variant[] = customs.map((custom) => ({ ...custom }));
  return { ...entry, variants: [...(entry.variants ?? []), ...told] };
}

/**
 * A festival named beside a doing is the festival's story (held-out read 44: "the dragon dance at Chinese New Year" was
 * a ballet show): it outranks a love of a doing wherever the festival is said ("dancing at Diwali", "singing at
 * Christmas", "baking for Hanukkah"), and an everyday activity or an event when the doing is the festival's own custom
 * ("the lantern parade at Mid-Autumn", "cooking dinner for Eid"). A birthday is the celebration plot's or a variant's.
 */
export function festivalOver(named: readonly CatalogueTheme[], chosen: CatalogueTheme | undefined, text: string): CatalogueTheme | undefined {
  if (!chosen || chosen.kind === 'festival') return undefined;
  const festival = named.find((entry) => entry.kind === 'festival' && entry.id !== 'birthday');
  if (!festival) return undefined;
  if (chosen.kind === 'interest') return festival;
  // "The Diwali parade" is Diwali's day, not a banner in a town parade: its customs are told, and a parade only where it
  // is one of them (`paradeUntoldNote` says so in the idea otherwise). A parade's own variant (the school's Easter bonnets) stays.
  const itsParade = chosen.kind === 'event' && PARADE.test(text) && !chosen.variants?.some((variant) => variant.said.test(text));
  return (chosen.kind === 'activity' || chosen.kind === 'event') && (customNamed(festival, text) || itsParade) ? festival : undefined;
}

/**
 * The idea's honest line for a parade the parent names at a festival that has none among its customs here ("the Eid
 * parade"): the festival is told with its own customs, and the parade is said to be left out, never told as a banner march.
 */
export function paradeUntoldNote(entry: CatalogueTheme, text: string): string | undefined {
  if (entry.kind !== 'festival' || !PARADE.test(text) || customNamed(entry, text)?.said.test('parade')) return undefined;
  const quoted = text.trim().replace(/["“”]/g, "'");
  return `The built-in writer tells "${quoted}" as ${entry.name} with its own customs; it knows no parade of ${entry.name}'s to tell, so there is none in the story, and an AI writer can add one.`;
}
