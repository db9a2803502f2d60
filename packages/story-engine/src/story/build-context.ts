import { escapeRegExp } from '../core/regex';
import { RELATION_PLOT_ID } from '../plots/frame-ids';
import { frameById } from '../plots/frames';
import { stayHostIn } from '../cast/stay-host';
import { familySaidIn } from '../cast/family-said';
import { speciesNamedIn } from '../world/pet-words';
import type { Character, Setting, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { awayOwnerIn } from '../cast/away-owner';
import { friendsHomeIn, metChild } from '../cast/met-child';
import { familyOfWord } from '../cast/family-words';
import { kinHouseKit } from './kin-house';
import { namedPlaceKit } from './named-place-kit';
import { droppingOff } from '../cast/drop-off';
import { gardenKit } from './garden-kit';
import { entryAsSaid } from '../plots/theme-story';
import type { CatalogueTheme } from '../world/catalogue';
import { notesOfTheDay } from '../understand/read-notes';
import { canGoAlong, type SpeciesId } from '@studio/species';
import { kinByName } from '../cast/kin-by-name';
import { kinFromTheme } from '../cast/kin-from-theme';
import { notedPeopleFacts, withNotedPeople } from '../cast/kin-from-notes';
import { noteHeroOf } from '../cast/note-hero';
import { leadIndexOf } from './hero-deed';
import { creatureInterest, creatureTheme } from '../understand/creature-theme';
import { castFromCharacter, castFromCreature, heroIndexOf, isBabyCharacter, isGrownUp } from '../cast/cast-member';
import { inventedCompanion } from '../cast/invented-company';
import { friendOnlyInTheTheme } from '../cast/friend-in-the-theme';
import { whileMinding } from '../cast/minding';
import { castInRole, KIN_ROLES, roleInTheme, withTheThemesBaby } from '../cast/theme-role';
import { isASchoolDay } from '../world/school-day';
import { readMoment } from '../understand/read-moment';
import { Deck } from '../core/deck';
import { createRng } from '../core/random';
import { listNames, plainPhrase } from '../core/text';
import { lessonsOf } from '../plots';
import { occasionFor } from '../plots/occasions';
import type { PlotShape } from '../plots/plot-shape';
import type { SettingKit } from '../world/setting-kit';
import { lessonById, matchLesson, LESSONS } from '../world/lessons';
import { SETTING_KITS } from '../world/settings';
import { catalogueThemeById } from '../world/catalogue';
import { aboutASibling } from '../understand/read-relation';
import { TONE_KITS } from '../world/tones';
import { readProp } from './read-prop';
import { factsKept, readNotes } from '../understand/read-notes';
import { entryText, restLines } from '../understand/read-rest';
import { withoutItsRest } from '../plots/rest-kept';
import { readTheme, themeThing as thingOfTheme } from '../understand/read-theme';
import { lessonActOf } from '../understand/read-lesson';
import { conceptOf, hasAWinner, isAChange } from '../understand/lesson-concepts';
import { keepNames } from '../understand/read-words';
import type { StoryContext } from './story-context';

/** Builds a fresh context from an idea; the same idea always gives the same choices. */
/** What of the story decides whether a lesson fits it: a sad book (the plot is tender), and whether it has someone to win. */
export interface LessonRoom {
  sad?: boolean;
  game?: boolean;
  /** Whether the theme is a change (`isAChange`). */
  change?: boolean;
}

/**
 * Whether a parent's lesson can be acted out: one of the engine's lessons, or an act read from its words. In a sad book
 * a lesson whose feeling is wrong there ("Share your toys", "Winning isn't everything" beside a goodbye) is not acted, nor
 * one about winning in a story with nobody to win ("Play fair" at bedtime), and the idea says so.
 */
export function lessonIsPlaced(lesson: string, room: LessonRoom = { game: true }): boolean {
  if (lesson.trim() === '') return false;
  // The engine's own statement is the lesson its plot chose, and always fits.
  if (LESSONS.some((kit) => sameWords(kit.statement, lesson))) return true;
  const concept = conceptOf(lesson);
  if (room.sad && (matchLesson(lesson)?.notForASadDay || concept?.sad === false)) return false;
  if (!room.game && concept?.game) return false;
  if (!room.change && concept?.change && matchLesson(lesson) === undefined) return false;
  return matchLesson(lesson) !== undefined || lessonActOf(lesson) !== undefined;
}

/** Places a child of today goes to for the day and does not live in, with the home they come from. */
const VISITED_BY_CHILDREN: Partial<Record<Setting, string>> = {
  'under the sea': 'a little house by the sea',
  space: 'a house with a telescope by the window',
};

/** The catalogue entry as the parent's theme and notes tell it (`entryAsSaid`): at its place, with its own visitor's home there. */
const variedEntry = (entry: CatalogueTheme | undefined, inputs: StoryInputs) => entry && entryAsSaid(entry, inputs.theme, inputs.notes, inputs.age_group);

/** The animal of the cast a search is for: the one of the kind the theme names ("our cat went missing"), else the only one. */
function missingPetIn(characters: readonly Character[], theme: string | undefined, ofTheKindOnly = false): Character | undefined {
  const animals = characters.filter((character) => character.kind === 'animal');
  const named = animals.find((animal) => animal.species !== undefined && (new RegExp(`\\b${animal.species}`, 'i').test(theme ?? '') || animal.species === speciesNamedIn(theme)));
  return named ?? (animals.length === 1 && !ofTheKindOnly ? animals[0] : undefined);
}

/**
 * The child of the cast who is the brother or sister a theme names: one the parent called so ("little brother",
 * "Maya's sister"), of the word the theme uses when it says one; else the only other child the traits call autistic.
 */
function siblingIn(characters: readonly Character[], theme: string | undefined, notes = ''): Character | undefined {
  const children = characters.filter((character) => character.kind === 'child');
  const word = /\b(brother|sister|twin|sibling|cousin)s?\b/i.exec(theme ?? '')?.[1]?.toLowerCase();
  // What the parent called the child, in the traits or in the notes ("Lola is his big sister").
  const kin = (character: Character, pattern: RegExp) => character.traits.some((trait) => pattern.test(trait)) || [...notes.matchAll(new RegExp(`\\b${escapeRegExp(character.name)} is (?:his|her|their|\\p{L}+['’]s) ([\\p{L} ]{0,20}?)(?:[.,;]|$)`, 'giu'))].some((said) => pattern.test(said[1]!));
  const ofTheWord = word && word !== 'sibling' ? children.find((child) => kin(child, new RegExp(`\\b${word}\\b`, 'i'))) : undefined;
  // A sister the theme names is never a child of the cast the parent calls "he", nor a brother "she".
  const fits = (child: Character) => !(word === 'sister' && child.pronoun === 'he') && !(word === 'brother' && child.pronoun === 'she');
  // "Babysitting my little cousin" is the cast's cousin, or its one child who can be (`castInRole`), never a brother beside them.
  if (word === 'cousin') return castInRole(children, { word }, notes);
  // "My little brother has diabetes" with one other child of the cast who fits, and is nobody else by a trait, is that child (read 36).
  const onlyOne = children.filter(fits).filter((child) => !kin(child, /\b(?:friend|cousin|neighbour)\b/i));
  return ofTheWord ?? children.filter(fits).find((child) => kin(child, /\b(?:brother|sister|twin|sibling)\b/i)) ?? children.filter(fits).find((child) => kin(child, /\bautis(?:m|tic)\b|\bspectrum\b/i)) ?? (word && onlyOne.length === 1 ? onlyOne[0] : undefined);
}

export function buildContext(idea: StoryIdea, inputs: StoryInputs, plot: PlotShape): StoryContext {
  const rng = createRng(idea.seed);
  const world = rng.fork('world');
  const outing = plot.id.startsWith('theme:') ? variedEntry(catalogueThemeById(plot.id.slice('theme:'.length)), inputs) : frameById(plot.id)?.outing?.(inputs.theme, inputs.age_group);
  const typed = idea.characters.length > 0 ? idea.characters : inputs.characters;
  const characters = withTheThemesBaby(withTheThemeTheirs(typed, inputs.theme), heroIndexOf(typed), inputs.theme, inputs.notes, outing?.grownUpUpstairs === true);
  // "A robot who wants to learn to dance", told as the dancing, is the robot's story: the cast's robot is its hero,
  // and the child who helps is beside it (a dragon afraid of the dark is the one who faces the dark).
  const subject = outing ? themeSubjectIn(characters, inputs.theme) : -1;
  // A real animal or a grown-up a wish made the hero turns the story with a deed of their own; the child keeps the book.
  const heroIndex = subject >= 0 ? subject : leadIndexOf(idea, inputs, characters);
  // The pal is the hero's companion on every page: another child, an animal or a creature before a grown-up.
  const everyoneElse = characters.filter((_, index) => index !== heroIndex);
  // Pets do not go to the library or a recital: with a person to go along, they stay at home and the first page says so.
  // A theme about knowing nobody there yet (`palMet`: the new school, a sleepover) meets the child it brings when the
  // parent gave none: never a friend from down the road, a pet at school or a mouse who talks.
  // The friend whose home the theme names ("a playdate at Sam's house") is met there even beside a child of the cast.
  const host = outing?.palMet ? friendsHomeIn(inputs.theme, (word) => familyOfWord(word) !== undefined) : undefined;
  const named = host && !characters.some((character) => character.name.toLowerCase() === host.toLowerCase()) ? host : undefined;
  const met = outing?.palMet && characters[heroIndex]?.kind === 'child' && (named || !everyoneElse.some((character) => character.kind === 'child')) ? metChild(idea.seed, characters, named) : undefined;
  const petsAway = outing?.petsStayHome && (met || everyoneElse.some((character) => character.kind !== 'animal')) ? everyoneElse.filter((character) => character.kind === 'animal') : [];
  // The pet the story searches for is missing from the first page to the find: never the companion looking for it.
  // So is the pet a theme is about at home ("our dog is getting old"), when the cast has one of its kind.
  const missing = outing?.missingPet ? missingPetIn(everyoneElse, inputs.theme) : outing?.aboutPet ? missingPetIn(everyoneElse, inputs.theme, true) : undefined;
  // So is the brother or sister a theme is about ("my brother has autism"): the cast's own, never a made-up Sam.
  const theSibling = outing?.aboutSibling || (plot.id === RELATION_PLOT_ID && aboutASibling(inputs.theme)) ? siblingIn(everyoneElse, inputs.theme, inputs.notes) : undefined;
  // The friend or neighbour a theme names ("my best friend is moving away") is the cast's one child who can be them; a
  // brother, sister or cousin is the sibling's part (`siblingIn`).
  const role = outing && (outing.roleInLines || !outing.farIsTheirs) && !outing.ownerAway ? roleInTheme(inputs.theme) : undefined;
  const inRole = role && !KIN_ROLES.includes(role.word) ? castInRole(everyoneElse, role, inputs.notes) : undefined;
  const minding = outing?.mindsLittleOne ? whileMinding(everyoneElse, theSibling, inputs.theme, outing.grownUpUpstairs === true) : undefined;
  const sibling = minding?.little ?? theSibling;
  // The one the moment sends away (to work, to a hospital bed) is not at the hero's side through the middle.
  const away = awayOwnerIn(everyoneElse, outing, inputs.theme);
  // A school day's family grown-ups wave at the gate: no parent comes into the classroom (round 12c).
  const atSchool = outing !== undefined && isASchoolDay(inputs.theme, outing);
  // So is a drop-off (a sleepover, a friend's party): the family's grown-ups but the host leave the hero at the door (round 13).
  // A day the hero goes alone (the bus on one's own) leaves the family's grown-ups at the door too (held-out read 48).
  const atTheGate = atSchool || outing?.onOwn ? everyoneElse.filter((character) => isGrownUp(character) && familyOfWord(character.name.trim().toLowerCase()) !== undefined) : outing?.dropOff ? droppingOff(everyoneElse, inputs.theme) : [];
  const given = [...(met ? [met] : []), ...(minding && minding.little !== theSibling ? [minding.little] : []), ...everyoneElse.filter((character) => !petsAway.includes(character) && !atTheGate.includes(character) && !minding?.upstairs.includes(character) && character !== missing && character !== away && !(outing?.roleInLines && character === inRole) && (character !== sibling || minding !== undefined))];
  // A child with no one but babies along is given a companion: a named friend or Mum or Dad, or the setting's creature.
  const heroCharacter = characters[heroIndex];
  const alone = heroCharacter?.kind === 'child' && !isGrownUp(heroCharacter) && given.every(isBabyCharacter);
  const invented = alone ? inventedCompanion({
    seed: idea.seed,
    characters,
    age: inputs.age_group,
    setting: idea.setting,
    atAnEventOut: (!!plot.atItsEvent && idea.setting !== 'home' && !outing?.palMet) || atSchool,
    schoolDay: atSchool,
    // A frame's theme (a sister off to university, a habit, a job) is a real day too: a catalogue entry or a frame's.
    realDay: outing !== undefined,
    lovesACreature: creatureInterest(inputs.theme) !== undefined,
    ...ownerOf(outing, inputs.theme),
    friendInTheTheme: friendOnlyInTheTheme(plot.id, outing, inputs.theme) || (outing?.roleInLines === true && inRole !== undefined),
    lostFrom: outing?.onOwn === true && outing.ownerAway === true,
    ...(outing?.dropOff ? { dropOff: true, ...stayHostIn(inputs.theme) } : {}),
    withFamily: outing?.withFamily === true || familySaidIn(inputs.theme),
  }) : undefined;
  const rest = invented ? [invented, ...given] : given;
  // A baby is carried along, never the companion who leads the way or plays the game ("the baby takes him on a night
  // journey"): the pal is anyone else before a baby, and a hero whose only company is a baby has the friend or creature a
  // hero alone has, the baby beside them.
  const playmate = rest.findIndex((character) => character.kind !== 'grown-up' && !isBabyCharacter(character));
  const palIndex = playmate >= 0 ? playmate : rest.findIndex((character) => !isBabyCharacter(character));
  const ordered = [characters[heroIndex], palIndex >= 0 ? rest[palIndex] : undefined, ...rest.filter((_, index) => index !== palIndex)];
  const heroName = characters[heroIndex]?.name.trim() ?? '';
  const broughtChild = invented?.kind === 'child' ? invented : undefined;
  const notedPeople = readNotes(inputs.notes, noteHeroOf(characters) ?? { name: heroName, pronoun: 'they' }).people;
  // The one a hero minds hides and runs round the sofa (`withTheThemesBaby`): "her little cousin", as the opening says, never "baby".
  const members = kinFromTheme(withNotedPeople(ordered.map((character, index) => (character === undefined ? undefined : index === 0 ? castFromCharacter(character) : character === broughtChild ? { ...castFromCharacter(character), brought: true } : kinByName(castFromCharacter(character), heroName))), heroName, notedPeople), heroName, minding && outing?.grownUpUpstairs ? inputs.theme?.replace(/\bbaby (?=cousin|brother|sister)/i, 'little ') : inputs.theme, invented?.name);
  const [hero, namedPal] = members;
  const others = members.slice(2).filter((member) => member !== undefined);
  const cast = members.filter((member) => member !== undefined);
  if (!hero) throw new Error('A story needs at least one character');

  const occasion = occasionFor(inputs.theme, idea.setting, plot);
  // A hero on a trip only visits the place, and so does a child under the sea or in space, or on a day out on a farm
  // or at the beach: they live somewhere else, not in the coral cave, the farmhouse or the beach hut.
  const visitorHome = occasion?.visitorHome ?? (outing?.setting === idea.setting ? outing.visitorHome : undefined) ?? (hero.kit.person === 'child' ? VISITED_BY_CHILDREN[idea.setting] : undefined);
  const kit = visitorHome ? { ...SETTING_KITS[idea.setting], home: visitorHome } : SETTING_KITS[idea.setting];
  // A day at home the parent puts at grandma's ("Christmas at grandma's house") is told in her house; her own visit
  // (`placeOnly`, the day at grandma's) names it in its lines already.
  const kinHouse = outing && !outing.placeOnly ? kinHouseKit(`${inputs.theme ?? ''}. ${notesOfTheDay(inputs.notes)}`, cast, kit) : undefined;
  const set = nightWorded(kinHouse ?? gardenKit(inputs.theme, kit) ?? namedPlaceKit(inputs.theme, kit, hero.his) ?? kit, plot.timeline);
  const shuffled = world.shuffle(set.creatures);
  // An unnamed companion goes everywhere with the hero, so it is one that can: never a goldfish or a snail.
  // A theme that is a creature the child loves ("dragons") brings one along as the companion. It is never the setting's
  // only creature the plot can meet (the only small one, for a cupboard in the mountains).
  const loved = creatureInterest(inputs.theme);
  const onlyFit = (noun: string) => !!plot.critterFits?.(noun) && shuffled.filter((other) => plot.critterFits?.(other)).length === 1;
  const goer = (loved && canGoAlong(loved as SpeciesId, idea.setting) ? loved : undefined) ?? shuffled.find((noun) => canGoAlong(noun, idea.setting) && !onlyFit(noun)) ?? shuffled.find((noun) => canGoAlong(noun, idea.setting)) ?? (shuffled[0] as SpeciesId);
  const creatures: string[] = [goer, ...shuffled.filter((noun) => noun !== goer)];
  // A child on their own at a day out, a show or a festival goes with a friend (`inventedCompanion`), not a sparrow; at home,
  // under six, a creature of the house.
  const pal = namedPal ?? castFromCreature(creatures[0] as string);
  // The first creature is kept for an unnamed pal; with a named pal it too can be the one the story meets.
  const critter = plot.critterFits ? (creatures.slice(namedPal ? 0 : 1).find(plot.critterFits) ?? (creatures[1] as string)) : (creatures[1] as string);
  const goalPlace = world.pick(plot.gathersAtGoal ? set.gatheringPlaces : set.landmarks);
  const decks = {
    spots: new Deck(set.landmarks.filter((landmark) => landmark !== goalPlace), world.fork('spots')),
    sights: new Deck(plot.timeline !== 'day' ? [...set.nightSights, ...set.sights.filter((sight) => !/\bsun/.test(sight))] : set.sights, world.fork('sights')),
    sounds: new Deck(set.sounds, world.fork('sounds')),
    feelings: new Deck(set.feelings, world.fork('feelings')),
  };
  // Picked even when the theme names the thing, so that every later choice stays as it was.
  const pickedTreasure = world.pick(set.treasures);
  const themeThing = thingOfTheme(inputs.theme, plot);
  const placed = lessonIsPlaced(idea.lesson, { sad: plot.tender, game: hasAWinner(inputs.theme, plot.id), change: isAChange(inputs.theme) });
  const knownLesson = placed ? matchLesson(idea.lesson) : undefined;
  // "It is okay to make mistakes" is the engine's own lesson, whatever its capitals and full stop.
  const isOwnStatement = LESSONS.some((lesson) => sameWords(lesson.statement, idea.lesson));

  return {
    rng,
    seed: idea.seed,
    age: inputs.age_group,
    length: inputs.story_length,
    hero,
    pal,
    others,
    // Only beside someone else: a hero's one companion is the pal, whose part is the story's already ("Mum laughed louder
    // than anyone" at a nursery Mum had left was a newcomer's line for the only one there).
    // A baby beside the hero is not the pal (`isBabyCharacter`): the one a wish added, with a part of their own.
    ...(idea.characters.length > 2 || (idea.characters.length === 2 && isBabyCharacter(idea.characters[1]!)) ? { lastNamed: idea.characters[idea.characters.length - 1]!.name } : {}),
    cast,
    // "Arjun, Dad and baby Meera helped build a nest": a baby in a line of what everyone did is said to be one.
    group: listNames([hero, pal, ...others].map((member) => (member.baby ? `baby ${member.name}` : member.name))),
    set,
    tone: TONE_KITS[idea.tone],
    lesson: knownLesson ?? lessonById(lessonsOf(plot, idea.characters)[0] ?? 'friendship'),
    // A lesson of the parent's that can be neither the engine's nor an act of its own is not told (the idea says so).
    customLesson: isOwnStatement || !placed ? undefined : idea.lesson,
    treasure: themeThing ?? pickedTreasure,
    themeIsTreasure: themeThing !== undefined,
    occasion,
    ...(outing ? { ownDay: true as const } : {}),
    ...(visitorHome ? { visitorHome } : {}),
    goalPlace,
    critter,
    // A theme the story tells by its own plot, or one the engine cannot place, is never pasted into a line.
    theme: placedTheme(inputs.theme),
    ...(inputs.theme ? { themeText: inputs.theme } : {}),
    ...(inputs.notes ? { notesText: inputs.notes } : {}),
    prop: readProp(inputs.notes),
    stayedHome: petsAway.map(castFromCharacter),
    ...(missing ? { missingPet: castFromCharacter(missing) } : {}),
    ...(away ? { away: castFromCharacter(away) } : {}),
    ...(sibling ? { sibling: castFromCharacter(sibling) } : {}),
    ...(inRole ? { inRole: { name: inRole.name, pronoun: inRole.pronoun } } : {}),
    ...(kinHouse ? { dayAt: kinHouse.place } : {}),
    ...(atSchool ? { atSchool: true as const } : {}),
    ...(outing?.dropOff ? { pickUp: outing.dropOff } : {}),
    ...(atTheGate.length > 0 ? { atTheGate: atTheGate.map(castFromCharacter) } : {}),
    ...(minding ? { upstairs: minding.upstairs.map(castFromCharacter), minding: true as const } : {}),
    ...(notedPeople.length > 0 ? { notedPeople: notedPeopleFacts(notedPeople) } : {}),
    ...noteReadingFor(inputs.notes, inputs.age_group, characters, outing && 'openedNotes' in outing ? outing.openedNotes : undefined),
    ...themeRestFor(inputs.theme, outing, characters[heroIndex], inputs.age_group),
    seen: new Map(),
    gathered: [],
    one: (...options) => rng.pick(options),
    spot: () => decks.spots.draw(),
    sight: () => decks.sights.draw(),
    sound: () => decks.sounds.draw(),
    feeling: () => decks.feelings.draw(),
  };
}

/**
 * A place named for the sun ("the sunny clearing") is said by the moon in a story told at night: a bedtime journey
 * through the forest says "goodnight to the moonlit clearing", never "to the sunny clearing" under the stars.
 */
function nightWorded(kit: SettingKit, timeline: PlotShape['timeline']): SettingKit {
  if (timeline !== 'bedtime') return kit;
  return { ...kit, rewordings: [...(kit.rewordings ?? []), [/\bsunny\b(?= (?:clearing|meadow|field|spot|corner|garden|patch|bank|beach|glade))/g, 'moonlit']] };
}

/** Whose moment the theme is ("mum in hospital", Mother's Day), as the theme says it, else the entry's usual owner. */
function ownerOf(outing: CatalogueTheme | undefined, theme: string | undefined): { owner?: string } {
  const owner = readMoment(theme ?? '').owner ?? (outing && 'owner' in outing ? outing.owner : undefined);
  return owner ? { owner } : {};
}

/** The facts and the worry of the parent's notes, told about the hero. */
function noteReadingFor(notes: string | undefined, age: StoryInputs['age_group'], characters: StoryIdea['characters'], told: readonly string[] = []): Pick<StoryContext, 'noteFacts' | 'noteWorry'> {
  const hero = noteHeroOf(characters);
  if (!hero) return { noteFacts: [] };
  const read = readNotes(notes, hero);
  // A sentence the catalogue entry's first page says in its own words ("her first day is at a forest school") is not said twice.
  return { noteFacts: read.facts.filter((fact) => !told.includes(fact.sentence)).slice(0, factsKept(age)).map((fact) => fact.said), ...(read.worry ? { noteWorry: read.worry } : {}) };
}

/** A theme's second half the first page can say (`read-rest.ts`: the vehicle it goes in, its time or weather). */
function themeRestFor(theme: string | undefined, outing: CatalogueTheme | undefined, hero: StoryIdea['characters'][number] | undefined, age: StoryInputs['age_group']): Pick<StoryContext, 'themeRest'> {
  // The entry's lines before the theme's weather was put in them (`rest-kept.ts`): a short book may tell none of those.
  if (!hero) return {};
  const he = hero.pronoun === 'she' ? 'she' : hero.pronoun === 'he' ? 'he' : 'they';
  const indoors = outing !== undefined && (outing.setting === 'home' || outing.evening === true);
  const lines = restLines(theme, outing ? entryText(withoutItsRest(outing)) : '', { name: hero.name, he, his: he === 'she' ? 'her' : he === 'he' ? 'his' : 'their', little: age === '0-2', indoors });
  return lines.length > 0 ? { themeRest: lines.join(' ') } : {};
}

function placedTheme(theme: string | undefined): string | undefined {
  const kind = readTheme(theme).kind;
  const phrase = kind === 'thing' || kind === 'told' ? plainPhrase(theme) : undefined;
  // Names keep their capitals wherever they stand: "Diwali" is never "diwali".
  return phrase && keepNames(phrase.charAt(0) + phrase.slice(1) === phrase ? restoreFirst(phrase, theme ?? '') : phrase);
}

/** The parent's own first letter back on a phrase that `plainPhrase` lowercased, so the tagger can tell a name. */
const restoreFirst = (phrase: string, theme: string) => (theme.trim().charAt(0) || phrase.charAt(0)) + phrase.slice(1);

const sameWords = (a: string, b: string) => wordsOf(a) === wordsOf(b);
const wordsOf = (text: string) => text.toLowerCase().replace(/[^a-z' ]+/g, ' ').trim().replace(/\s+/g, ' ');

/** "a dragon who could not fly" with a dragon in the cast: what the theme says is true of that dragon. */
/** The one of the cast the theme is about ("a dragon who is afraid of the dark" with a dragon in the cast), if any. */
function themeSubjectIn(characters: StoryIdea['characters'], theme: string | undefined): number {
  const about = creatureTheme(theme);
  return about ? characters.findIndex((member) => member.species === about.species) : -1;
}

function withTheThemeTheirs(characters: StoryIdea['characters'], theme: string | undefined): StoryIdea['characters'] {
  const about = creatureTheme(theme);
  const index = about ? characters.findIndex((member) => member.species === about.species) : -1;
  if (!about || index < 0) return characters;
  return characters.map((member, at) => (at === index ? { ...member, traits: [about.clause, ...member.traits] } : member));
}
