import type { Character, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { coveringOf, isSpeciesId, speciesEntry, type SpeciesId } from '@studio/species';
import { castFromCharacter, heroIndexOf, isGrownUp, type CastMember } from '../cast/cast-member';
import { capitalize } from '../core/text';
import type { PlannedPage } from './plan-pages';
import { catalogueThemeById, labelOf } from '../world/catalogue';
import * as FRAME_IDS from '../plots/frame-ids';
import type { StoryContext } from './story-context';

/** The kinds of story where someone beside the child can turn it with a deed of their own. */
export type DeedFamily = 'goodbye' | 'first day' | 'lost' | 'fear' | 'new place' | 'left out' | 'sad';

/** First match wins: "scared of the first day at school" is a first day, "missing my grandma" is sad, not lost. */
const FAMILIES: readonly (readonly [DeedFamily, RegExp])[] = [
  ['goodbye', /\b(?:goodbyes?|good-bye|farewell|mov(?:es?|ing) away|say(?:s|ing)? bye)\b/i],
  ['first day', /\bfirst (?:day|week)\b|\bstart(?:s|ing)? (?:at )?(?:big |a new )?(?:school|nursery|preschool|pre-school|reception|kindergarten|daycare|childminder)\b|\bnew (?:school|nursery|class|teacher)\b/i],
  ['lost', /\b(?!(?:lost|los(?:e|es|ing)) (?:a |an |my |his |her |their |the )?(?:first |wobbly |baby )?(?:tooth|teeth|match|game|race)\b)(?:lost|los(?:e|es|ing)|can'?t find|cannot find|could(?:n'?t| not) find|where'?s (?:my|our)|where is (?:my|our)|looking for (?:my|our|her|his|their)|gone missing)\b/i],
  ['fear', /\b(?:scared|scary|afraid|frightened|fears?|nervous|worried|worr(?:y|ies)|dark|thunder\w*|storms?|stormy|lightning|monsters?|nightmares?|bad dreams?|shadows?|loud noises?)\b/i],
  ['new place', /\bmov(?:e|es|ed|ing)(?: to)? (?:house|home|flat|town|country)\b|\bmoving\b|\bnew (?:house|home|room|bedroom|flat|town|city|country|neighbourhood|neighborhood)\b/i],
  ['left out', /\b(?:left out|lonely|on (?:my|her|his|their) own|no friends?|nobody to play|no-one to play|making (?:a )?friends?|make (?:a )?friends?|shy)\b/i],
  ['sad', /\b(?:sad|upset|cross|grumpy|angry|cry(?:ing)?|tears|bad day|miss(?:es|ing)? (?:my|her|his|their|our)|poorly|unwell)\b/i],
];

/** The kind of story words tell, for a deed at its turn; undefined where none fits (a birthday, a bake). */
export function deedFamilyOf(words: string | undefined): DeedFamily | undefined {
  return FAMILIES.find(([, family]) => family.test(words ?? ''))?.[0];
}

/** Stock plots whose turn is one of the families, whatever theme they stand in for. */
const PLOT_FAMILIES: Readonly<Record<string, DeedFamily>> = { 'facing-a-fear': 'fear', 'lost-and-found': 'lost', 'making-a-friend': 'left out' };

/**
 * The kind of story the book tells: a catalogue theme's own by its name ("Losing my football boots before the big
 * match" is told as the big match, no lost thing), a stock plot's by its shape; any other plot is the theme's only
 * where it tells it, so none (a story of its own about a puffin is no lost teddy's).
 */
export function bookFamilyOf(plot: string, theme: string | undefined): DeedFamily | undefined {
  if (plot.startsWith(THEME_PREFIX)) {
    const entry = catalogueThemeById(plot.slice(THEME_PREFIX.length));
    if (!entry) return undefined;
    // A sad day of the catalogue ("Dad working away") is comforted; a theme said with a fear ("nervous about swimming
    // lessons") is a brave one, whatever the entry's name; any other of the theme's words may be another day's.
    const said = deedFamilyOf(theme);
    return deedFamilyOf(`${labelOf(entry)}. ${entry.name}. ${entry.id.replace(/-/g, ' ')}`) ?? (entry.tender ? 'sad' : undefined) ?? (said === 'fear' || said === 'sad' ? said : undefined);
  }
  return PLOT_FAMILIES[plot] ?? (FRAMES.has(plot) ? deedFamilyOf(theme) : undefined);
}

const THEME_PREFIX = 'theme:';

/** The general frames' plots (a day, a change, a relation), which tell the theme itself in a general way. */
const FRAMES: ReadonlySet<string> = new Set<string>(Object.values(FRAME_IDS));

/** What a real animal is good at, from the species table: a nose, a small body that squeezes in, wings that see from above. */
type Knack = 'nose' | 'ears' | 'small' | 'wings';

/** Kinds with a nose for a trail (the table has no sense of smell, so it is named here). */
const NOSES: ReadonlySet<string> = new Set(['dog', 'fox', 'bear']);

function knackOf(species: SpeciesId): Knack | undefined {
  const entry = speciesEntry(species);
  if (entry.moves === 'flies') return 'wings';
  if (NOSES.has(species)) return 'nose';
  if (species === 'bunny' || species === 'hare') return 'ears';
  return entry.size === 'tiny' || entry.size === 'small' ? 'small' : undefined;
}

/** A deed at the turn: its lines on the page, a few words the page must keep to show it, and how the idea says it. */
interface Deed {
  lines: string[];
  mark: string;
  /** "sniffs out the way", after the name in the idea. */
  clause: string;
}

/** A real animal of the cast: told as that animal, never with hands or a voice. */
const isRealAnimal = (member: Character) => member.kind === 'animal' && member.species !== undefined && isSpeciesId(member.species) && speciesEntry(member.species).kind === 'animal';

/**
 * The one a wish made the hero beside a child who keeps the book (a real animal, or Grandma or Dad), and the kind of
 * story whose turn their deed is; undefined where the wish made no such hero, or nothing they can truly do turns it.
 */
export function heroDeedOf(idea: Pick<StoryIdea, 'hero' | 'characters' | 'plot'>, inputs: Pick<StoryInputs, 'theme' | 'characters'>): { taker: Character; family: DeedFamily } | undefined {
  if (idea.hero === undefined) return undefined;
  const characters = idea.characters.length > 0 ? idea.characters : inputs.characters;
  const taker = characters.find((member) => member.name === idea.hero);
  const child = characters.find((member) => member.kind === 'child' && !isGrownUp(member));
  if (!taker || !child || !(isRealAnimal(taker) || isGrownUp(taker))) return undefined;
  const family = bookFamilyOf(idea.plot, inputs.theme);
  if (!family) return undefined;
  const probe = deedOf(castFromCharacter(taker), castFromCharacter(child), family, taker);
  return probe ? { taker, family } : undefined;
}

/** The cast's hero index where a deed turns the story: the child keeps the book, whoever the wish named. */
export function leadIndexOf(idea: StoryIdea, inputs: Pick<StoryInputs, 'theme' | 'characters'>, characters: readonly Character[]): number {
  const wished = idea.hero === undefined || heroDeedOf(idea, inputs) ? -1 : characters.findIndex((member) => member.name === idea.hero);
  return wished >= 0 ? wished : heroIndexOf(characters);
}

/** The deed of a real animal or a grown-up, in this kind of story; undefined where their kind can do nothing true at its turn. */
function deedOf(a: CastMember, c: CastMember, family: DeedFamily, character: Character): Deed | undefined {
  if (isGrownUp(character)) return grownUpDeed(a, c, family);
  const species = character.species as SpeciesId;
  const knack = knackOf(species);
  const coat = `${a.p.possessive} soft ${coveringOf(species)}`;
  const wagging = species === 'dog' || species === 'fox' ? ', tail wagging' : '';
  const brave = `${c.name} breathed slowly with ${a.p.object}, in and out, and felt brave enough to try.`;
  switch (family) {
    case 'lost': {
      const look = `Then ${a.p.subject} looked back at ${c.name}${wagging}, as if to say: this way!`;
      if (knack === 'nose') return { lines: [`${a.name} put ${a.p.possessive} nose to the ground and sniffed, and sniffed.`, look], mark: 'sniffed, and sniffed', clause: `sniffs out the way with ${a.p.possessive} nose` };
      if (knack === 'wings') return { lines: [`${a.name} flew up high and looked all round with ${a.p.possessive} sharp eyes.`, look], mark: 'flew up high and looked all round', clause: `spots the way from up high` };
      if (knack === 'ears') return { lines: [`${a.name} lifted ${a.p.possessive} long ears and listened, very still.`, look], mark: `lifted ${a.p.possessive} long ears and listened`, clause: `hears the way with ${a.p.possessive} long ears` };
      if (knack === 'small') return { lines: [`${a.name} squeezed into a gap where nobody else could fit, and peeked.`, look], mark: 'squeezed into a gap', clause: `squeezes in where nobody else can fit and shows the way` };
      return undefined;
    }
    case 'fear':
    case 'first day': {
      if (species === 'cat') return { lines: [`${a.name} curled up warm against ${c.name} and purred, slow and deep.`, brave], mark: 'purred, slow and deep', clause: `curls up close and purrs until ${c.name} feels brave` };
      // Never "not scared one bit": a pal may have said it was scared too (`facing-a-fear`).
      if (knack === 'wings') return { lines: [`${a.name} sat very still close by and blinked ${a.p.possessive} big round eyes, slowly.`, brave], mark: 'big round eyes, slowly', clause: `stays close and still until ${c.name} feels brave` };
      return { lines: [`${a.name} came close and leaned ${a.p.possessive} warm side against ${c.name}.`, brave], mark: 'warm side against', clause: `leans in close and warm until ${c.name} feels brave` };
    }
    case 'new place': {
      const after = `${c.name} watched ${a.p.object}, and felt a little better.`;
      if (species === 'cat') return { lines: [`${a.name} found the warmest, sunniest spot and curled up there, as if ${a.p.subject} had always lived here.`, after], mark: 'the warmest, sunniest spot', clause: `finds the warmest spot in the new place and makes it home first` };
      if (knack === 'wings') return { lines: [`${a.name} flew up to the highest place ${a.p.subject} could find, looked all round, and fluffed up ${coat}, as if ${a.p.subject} had always lived here.`, after], mark: 'looked all round, and fluffed up', clause: `looks all round the new place and settles in first` };
      if (species === 'bunny') return { lines: [`${a.name} hopped all round, then stretched out flat on the floor, the way bunnies do when they feel safe.`, after], mark: 'stretched out flat', clause: `hops all round the new place and stretches out, safe, first` };
      return { lines: [`${a.name} sniffed every corner${wagging}, then flopped down by ${c.name}'s things as if to say: this is ours now.`, after], mark: 'sniffed every corner', clause: `sniffs every corner of the new place and settles in first` };
    }
    case 'left out': {
      const went = knack === 'wings' ? `${a.name} flew off a little way, landed, and looked back at ${c.name}, as if to say: over here!` : `${a.name} ${a.kit.moved} off${wagging}, then stopped and looked back at ${c.name}, as if to say: over here!`;
      return { lines: [went, `${c.name} followed.`], mark: 'as if to say: over here', clause: `leads ${c.name} across to where a new friend might be` };
    }
    case 'sad':
    case 'goodbye': {
      const stayed = species === 'cat' ? `${a.name} climbed into ${c.name}'s lap, curled up and purred, and stayed.` : knack === 'wings' ? `${a.name} fluttered down close beside ${c.name}, and stayed.` : `${a.name} came and laid ${a.p.possessive} head on ${c.name}'s knee, and stayed there, warm and still.`;
      return { lines: [stayed, `${c.name} stroked ${coat}, and felt ready.`], mark: `stroked ${coat}`, clause: `stays close, warm and still, until ${c.name} feels ready` };
    }
  }
}

/** A grown-up's deed leaves the child's own act at the heart of the turn: they help the child to it, never do it for them. */
function grownUpDeed(g: CastMember, c: CastMember, family: DeedFamily): Deed {
  const line = (said: string) => `${g.name} crouched down next to ${c.name} and said, "${said}"`;
  switch (family) {
    case 'lost':
      return { lines: [`${g.name} sat down with ${c.name} and helped ${c.p.object} think back, one place at a time.`], mark: 'think back, one place at a time', clause: `helps ${c.name} think back, one place at a time` };
    case 'fear':
      return { lines: [`${g.name} sat close and told ${c.name} about a time ${g.p.subject} had been scared too, when ${g.p.subject} ${g.p.was} small.`], mark: `had been scared too`, clause: `tells ${c.name} about a time ${g.p.subject} was scared too` };
    case 'first day':
      return { lines: [line(`I'll be right here at home time.`)], mark: 'right here at home time', clause: `promises to be there at home time` };
    case 'new place':
      return { lines: [line(`New places take a little while. Let's find one thing here that's yours.`)], mark: `one thing here that's yours`, clause: `helps ${c.name} find one thing in the new place that is ${c.p.possessive}` };
    case 'left out':
      return { lines: [line(`Is anybody else on their own?`)], mark: 'anybody else on their own', clause: `asks ${c.name} whether anybody else is on their own` };
    case 'sad':
      return { lines: [line(`It's all right to be sad. I'm here.`)], mark: `It's all right to be sad`, clause: `stays close and says it is all right to be sad` };
    case 'goodbye':
      return { lines: [line(`Goodbyes are hard when a friend is a good one.`)], mark: 'Goodbyes are hard', clause: `says goodbyes are hard when a friend is a good one` };
  }
}

/**
 * A wish that made a real animal or a grown-up the hero of a child's book: the child keeps the feelings and the end,
 * and the one wished for turns the story with a deed of their own at the top of the turning point's first page of
 * the plot's own ("Biscuit put his nose to the ground and sniffed, and sniffed."), never talking or using hands an
 * animal has not got. A one kept away from the turn (a pet at home from nursery) has no deed, and the idea declines.
 */
export function withHeroDeed(ctx: StoryContext, idea: StoryIdea, inputs: StoryInputs, planned: PlannedPage[], nicknames: ReadonlyMap<string, string>): PlannedPage[] {
  const found = heroDeedOf(idea, inputs);
  if (!found) return planned;
  const name = nicknames.get(found.taker.name) ?? found.taker.name;
  const taker = ctx.cast.find((member) => member.name === name);
  if (!taker || ctx.stayedHome.some((member) => member.name === name)) return planned;
  const deed = deedOf(taker, ctx.hero, found.family, found.taker);
  // The turn's own first page, where the child acts: after any run-up of what the tries taught.
  const at = planned.findIndex((entry) => entry.beat === 'turning point' && !entry.shared && !entry.runUp);
  const turn = at >= 0 ? at : planned.findIndex((entry) => entry.beat === 'turning point');
  if (!deed || turn < 0) return planned;
  // A plot whose turn is the pal's own trick shows the deed already ("The cat squeezed through a gap and peeked").
  if (planned[turn]!.plan.core.some((line) => line.includes(taker.kit.talent(taker.p)))) return planned;
  return planned.map((entry, index) => (index !== turn ? entry : { ...entry, plan: { ...entry.plan, core: [...deed.lines, ...entry.plan.core], hook: [...(entry.plan.hook ?? []), ...deed.lines], cast: entry.plan.cast === 'hero' ? 'pair' : entry.plan.cast } }));
}

/** Whether the pages show the deed, so the idea says it only where it was written. */
export function heroDeedShown(idea: StoryIdea, inputs: StoryInputs, pages: readonly string[]): boolean {
  const found = heroDeedOf(idea, inputs);
  if (!found) return false;
  const characters = idea.characters.length > 0 ? idea.characters : inputs.characters;
  const child = characters[heroIndexOf(characters)]!;
  const deed = deedOf(castFromCharacter(found.taker), castFromCharacter(child), found.family, found.taker);
  const taker = castFromCharacter(found.taker);
  return deed !== undefined && pages.some((page) => page.includes(deed.mark) || page.includes(taker.kit.talent(taker.p)));
}

/** How the idea says the deed: whose hero they are, and what they do at the turn, the child doing the rest. */
export function heroDeedSentence(idea: StoryIdea, inputs: StoryInputs): string | undefined {
  const found = heroDeedOf(idea, inputs);
  if (!found) return undefined;
  const characters = idea.characters.length > 0 ? idea.characters : inputs.characters;
  const child = characters[heroIndexOf(characters)]!;
  const taker = castFromCharacter(found.taker);
  const deed = deedOf(taker, castFromCharacter(child), found.family, found.taker);
  if (!deed) return undefined;
  const as = isGrownUp(found.taker) ? `${taker.name} is the hero beside ${child.name}` : `${taker.name} is the hero as a real ${taker.kit.noun} can be`;
  return `${capitalize(as)}: at the turn ${taker.p.plural ? taker.name : taker.p.subject} ${deed.clause}, and ${child.name} does the brave part.`;
}
