import type { CatalogueTheme } from '../world/catalogue';

/** The plot that tells a creative project made with friends or family (`plots/the-making.ts`). */
export { MAKING_PLOT_ID } from '../plots/frame-ids';

/**
 * What is being made, by the steps that are true of it (`plots/making-kits.ts`): a film (a script, a phone lent, takes),
 * a stop-motion film (clay figures moved a little between photos), a magic show (a coin trick, a card trick), a puppet show
 * (sock puppets, a box for a theatre),
 * a comic (panels, speech bubbles), a band (instruments, a name, practice), a show (a curtain, tickets, rehearsal), a
 * newspaper, a game, a book, a podcast, or a dance.
 */
export type MakingMedium = 'film' | 'stopmotion' | 'comic' | 'band' | 'show' | 'magic' | 'puppets' | 'paper' | 'game' | 'book' | 'podcast' | 'dance';

/** A creative project as the parent wrote it, with the child's "my" turned to the hero's {his}. */
export interface MakingReading {
  medium: MakingMedium;
  /** The thing made, with "a": "a monster movie", "a puppet show", "a band". */
  thing: string;
  /** Who the hero makes it with, as typed: "{his} cousins", "Grandad", "the kids next door". */
  with?: string;
  /** Who it is for, when the theme names people: "Grandma", "the neighbours", "the family". */
  audience?: string;
  /** What it is made of, when a "with" names a thing, not people: "lego", "plasticine". */
  material?: string;
}

/**
 * The made thing's nouns, longest first, each with its medium: "a radio show" is a podcast, not a show, and a "stop-motion
 * film" a film. A plural ("comics", "magic tricks") is told as one.
 */
const NOUNS: ReadonlyArray<readonly [RegExp, MakingMedium, string?]> = [
  [/^(?:stop[- ]?motion (?:films?|movies?|animations?)|stop[- ]?motion|animations?|claymation)/i, 'stopmotion'],
  [/^(?:radio shows?|podcasts?)/i, 'podcast'],
  [/^(?:board games?|card games?|video games?|computer games?)/i, 'game'],
  [/^(?:(?:music|cooking|youtube|dance|funny|short) videos?|videos?|vlogs?|(?:short )?films?|movies?|cartoons?)/i, 'film'],
  [/^(?:comic books?|comic strips?|comics?|graphic novels?)/i, 'comic'],
  [/^(?:(?:rock |pop )?bands?|songs?)/i, 'band'],
  [/^(?:newspapers?|newsletters?|magazines?|zines?)/i, 'paper'],
  [/^games?/i, 'game'],
  [/^(?:story ?books?|picture books?|books?|stories|story)/i, 'book'],
  [/^(?:dance routines?|dances?|routines?)/i, 'dance'],
  [/^(?:magic tricks)/i, 'magic', 'magic show'],
  [/^(?:magic shows?)/i, 'magic'],
  [/^(?:puppet theatres?)/i, 'puppets', 'puppet show'],
  [/^(?:puppet shows?)/i, 'puppets'],
  [/^(?:(?:circus|variety|fashion|family) shows?|shows?|plays?|circus(?:es)?|concerts?|pantomimes?|pantos?)/i, 'show'],
];

/** Verbs of making a thing of one's own: never watching, reading or going to one. */
const MAKE = /^(?:(?:we|i|he|she|they) (?:are |were |have |'re |'ve )?)?(?:(?:want(?:s|ed)? to|going to|trying to) )?(?:making up|made up|make up|putting on|put on|puts on|setting up|set up|starting|started|start|forming|formed|form|making|made|make|filming|filmed|film|shooting|shot|drawing|drew|draw|creating|created|create|writing|wrote|write|doing|did|recording|recorded|record|designing|designed|design|inventing|invented|invent|coding|coded|code|producing|directing|staging|choreographing|running|run)\s+(.+)$/i;

/** Words between the article and the noun: "a [short] film", "our [own] band", "a [superhero] comic". */
const BEFORE_NOUN = /^(?:(?:a|an|the|our|my|his|her|their|some|own|new|little|big|real|proper|family|school|class|street|silly|funny|scary|spooky|monster|superhero|dinosaur|space|pirate|mystery|secret)\s+)+/i;

/** Makers' words: a bare noun phrase ("a puppet show with my sister") is a thing made when said with one of these. */
const MAKER_NOUN = /^(?:puppet|magic|circus|family|variety)\b|\b(?:podcast|band|comic|newspaper|newsletter|magazine)s?\b/i;

/** The people of a "with" or "for": a child's words turned to the hero's; a family word alone ("dad") as its name ("Dad"). */
function asPeople(words: string): string | undefined {
  const said = words.trim().replace(/\s+(?:in|at|on|about|during|over|after|before|this|every)\b.*$/i, '').trim();
  const both = said.split(/\s+and\s+/i);
  if (both.length > 1) {
    const each = both.map(onePerson);
    return each.every((one) => one !== undefined) ? each.join(' and ') : undefined;
  }
  return onePerson(said);
}

function onePerson(said: string): string | undefined {
  // A few words of people ("my big sister", "the kids next door"), never a clause ("a pal who talks").
  if (!said || said.split(/\s+/).length > 4 || /\b(?:who|that|which)\b/i.test(said) || !/^(?:(?:my|our|his|her|their|the|some)\s+)?[\w' -]+$/i.test(said)) return undefined;
  if (!PEOPLE.test(said)) return undefined;
  const turned = said.replace(/^(?:my|our|his|her|their)\s+/i, '{his} ');
  // A place's people are everyone in it: "for our street" is read by everyone in the hero's street.
  if (/^(?:\{his\}|the) (?:street|road|class|school)$/i.test(turned)) return `everyone in ${turned}`;
  if (/^(?:mum|mummy|mom|dad|daddy|grandma|grandad|granddad|grandpa|granny|gran|nana|nanna|nanny|auntie|uncle)$/i.test(turned)) return turned.charAt(0).toUpperCase() + turned.slice(1).toLowerCase();
  return turned;
}

/** Words for people a thing is made with or for. */
const PEOPLE = /\b(?:friends?|mates?|pals?|cousins?|brothers?|sisters?|siblings|twins?|mum|mummy|mom|dad|daddy|grand\w*|gran|granny|nana|nanna|nanny|auntie|aunt|uncle|family|neighbours?|kids|children|class|classmates?|street|everyone|parents|team|boys|girls)\b|^\p{Lu}\p{Ll}+$/u;

/** What may follow the made thing's noun: nothing, or who, where, what about, or when. */
const AFTER_NOUN = /^(?:$|\s+(?:with|for|in|at|about|on|called|together|this|next|every|from|of|starring|using|to|and)\b)/i;

function nounAt(rest: string): { medium: MakingMedium; noun: string; after: string; named?: string } | undefined {
  for (const [pattern, medium, named] of NOUNS) {
    const found = pattern.exec(rest);
    // The noun ends the phrase, or what follows says who, where or what about ("comic beats" is no comic).
    if (found && AFTER_NOUN.test(rest.slice(found[0].length))) return { medium, noun: found[0], after: rest.slice(found[0].length).trim(), named };
  }
  return undefined;
}

/** "comics" → "comic", "magic tricks" → the named "magic show"; "stories" → "story". */
const single = (noun: string): string => noun.replace(/ies$/i, 'y').replace(/(?<![su])s$/i, '');

/**
 * A creative project the theme names ("making a film with my friends", "starting a band", "a puppet show for grandma"),
 * or nothing: a thing watched or gone to ("watching a film", "going to a magic show") is no project.
 */
export function readMaking(text: string): MakingReading | undefined {
  const typed = text.trim().replace(/[.!]+$/, '');
  const made = MAKE.exec(typed);
  const rest = (made?.[1] ?? typed).trim();
  const lead = BEFORE_NOUN.exec(rest)?.[0] ?? '';
  const found = nounAt(rest.slice(lead.length));
  if (!found) return undefined;
  const adjectives = lead.replace(/^(?:(?:a|an|the|our|my|his|her|their|some|own)\s+)+/i, '');
  // A game is made only when designed, invented, coded or made: "playing a game" is never read here (no verb of making).
  if (found.medium === 'game' && made && !/^(?:[\w' ]+ )?(?:design|invent|cod|mak|made|creat)/i.test(typed)) return undefined;
  const withWords = /\bwith\s+(.+?)(?=\s+for\b|$)/i.exec(found.after)?.[1];
  const forWords = /\bfor\s+(.+?)(?=\s+with\b|$)/i.exec(found.after)?.[1];
  const head = found.named ?? `${adjectives.toLowerCase()}${single(found.noun.toLowerCase())}`;
  const thing = `${/^[aeiou]/i.test(head) ? 'an' : 'a'} ${head.replace(/\byoutube\b/i, 'YouTube')}`;
  const withPeople = withWords ? asPeople(withWords) : undefined;
  // Without a verb of making, the noun phrase alone must say it is the family's own ("a puppet show", "a podcast with my brother").
  if (!made && !MAKER_NOUN.test(`${adjectives}${found.noun}`) && !withPeople) return undefined;
  const audience = forWords ? asPeople(forWords) : undefined;
  const material = withWords && !withPeople && /^[a-z]+(?: [a-z]+)?$/i.test(withWords.trim()) ? withWords.trim().toLowerCase().replace(/^lego$/, 'Lego') : undefined;
  return { medium: found.medium, thing, ...(withPeople ? { with: withPeople } : {}), ...(audience ? { audience } : {}), ...(material ? { material } : {}) };
}

/**
 * Whether the project is the story over the catalogue entry the words also name: over an interest (a comic drawn is no
 * love of painting, a band no music lesson) or an entry whose own words do not name the thing made ("a circus in the
 * garden" is no day at the park). An event or activity that names it (the school play, a talent show, game night) keeps it.
 */
export function makingOverCatalogue(making: MakingReading, entry: CatalogueTheme | undefined): boolean {
  if (!entry) return true;
  if (entry.kind === 'interest') return true;
  return !entry.words.test(making.thing);
}
