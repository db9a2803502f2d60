import type { AgeGroup, Character, Setting } from '@studio/contracts/stories';
import { readTheme, type ThemeReading } from '../understand/read-theme';
import type { CatalogueTheme } from '../world/catalogue';
import { dayOuting } from '../plots/the-day';
import { variantSaid } from '../plots/theme-story';
import { awayOwnerIn } from '../cast/away-owner';
import { isBabyCharacter } from '../cast/cast-member';
import { familyOfWord } from '../cast/family-words';
import { readMoment } from '../understand/read-moment';
import { isASchoolDay } from '../world/school-day';

/** Places where animals are: a creature met there may go along as a friend. */
const WHERE_ANIMALS_ARE: readonly Setting[] = ['farm', 'forest'];

/** The family grown-ups who go along when the theme names none. */
const PARENTS = [{ name: 'Mum', pronoun: 'she' }, { name: 'Dad', pronoun: 'he' }] as const;

/**
 * Where a theme is told when it is a family occasion — a festival, an everyday outing or day with the family (a day at
 * grandma's, a trip to the supermarket), or a day the theme names (baking, a trip to the post office) — with the kin word
 * of the one it belongs to ("Mother's Day": mum); nothing for any other theme (a school trip, a moment, an adventure).
 */
function familyOccasion(theme: string | undefined, reading: ThemeReading, age?: AgeGroup): { setting: Setting; owner?: string } | undefined {
  if (reading.kind === 'catalogue') {
    const { entry } = reading;
    // One a variant sends away (Mum running her marathon) is the owner as the theme names them: never the one along.
    const said = { ...entry, ...variantSaid(entry, theme ?? '', age) };
    const owner = said.ownerAway ? readMoment(theme ?? '').owner ?? said.owner : entry.owner;
    // A playdate's friend is the one who comes to play (`palMet`), never a grown-up.
    return (entry.kind === 'festival' || entry.kind === 'activity') && !entry.palMet ? { setting: entry.setting, ...(owner ? { owner } : {}) } : undefined;
  }
  const day = reading.kind === 'day' ? dayOuting(theme) : undefined;
  return day ? { setting: day.setting } : undefined;
}

/** Where a theme is told when pets stay at home for it (nursery, the dentist, the library), with whose moment it is. */
function petsStayHomeAt(theme: string | undefined, reading: ThemeReading): { setting: Setting; owner?: string } | undefined {
  if (reading.kind !== 'catalogue' || !reading.entry.petsStayHome) return undefined;
  // Whose moment it is as the theme says ("mum in hospital"), else the entry's usual owner: never the one to go along.
  const owner = readMoment(theme ?? '').owner ?? reading.entry.owner;
  return { setting: reading.entry.setting, ...(owner ? { owner } : {}) };
}

/** Where a moment of the catalogue is told, with whose moment it is ("mum in hospital"): never the one to go along. */
function momentOf(theme: string | undefined, reading: ThemeReading): { setting: Setting; owner?: string } | undefined {
  if (reading.kind !== 'catalogue') return undefined;
  const owner = readMoment(theme ?? '').owner ?? reading.entry.owner;
  return { setting: reading.entry.setting, ...(owner ? { owner } : {}) };
}

/**
 * A child alone in the cast at a family occasion goes with the family: the family is there, so the one along is a grown-up
 * of it — the one the theme names is added already (`withPeopleNamed`), else Mum or Dad (`parentAlong`; not the one the day
 * belongs to) — never a robin or a mouse from the setting, who is a friend only where animals are (a farm, a wood) or when
 * the parent gave one.
 */
export function withFamilyAlong(characters: Character[], theme: string | undefined, setting: Setting | undefined, age?: AgeGroup, told?: CatalogueTheme): Character[] {
  const [hero, ...everyone] = characters;
  if (!hero || hero.kind !== 'child') return characters;
  // A theme a wish chose is that entry, whatever its label reads as ("A birthday" alone is a friend's party).
  const reading: ThemeReading = told ? { kind: 'catalogue', entry: told } : readTheme(theme);
  // A day the child does alone ("walking to school on my own") brings nobody: the grown-up waves from the door.
  if (reading.kind === 'catalogue' && (variantSaid(reading.entry, theme ?? '', age)?.onOwn ?? reading.entry.onOwn)) return characters;
  // The one a moment sends away (grandpa in his hospital bed) is no company for the day: the hero goes with the family.
  // So is the one a variant sends away (Nana waiting at the end of the train ride).
  const away = reading.kind === 'catalogue' ? awayOwnerIn(everyone, { ...reading.entry, ...variantSaid(reading.entry, theme ?? '', age) }, theme) : undefined;
  const others = everyone.filter((other) => other !== away);
  // Pets do not go to nursery, the dentist or the library: a child whose only company is a pet goes with Mum or Dad,
  // and the pet stays at home (`CatalogueTheme.petsStayHome`, `build-context.ts`), never the cat as best friend at nursery.
  // A theme about having no friend there yet (`palMet`) meets its friend there instead (`build-context.ts`).
  const palMet = reading.kind === 'catalogue' && reading.entry.palMet !== undefined;
  // A baby sister is no one to take the hero to the zoo: beside babies only, the family goes along as with no one.
  const babiesOnly = others.length > 0 && others.every(isBabyCharacter);
  const petsOnly = !palMet && others.length > 0 && others.every((other) => other.kind === 'animal');
  // Nor does a child alone go to the dentist or visit grandpa with a friend from down the road: a moment of the family's
  // life is the family's to take them to. A show or a day out is a friend's (`known-companion.test.ts`), and a theme about
  // having no friend there yet (the new kid, `palMet`) is met alone, with no grown-up at the child's side all day.
  const familyMoment = reading.kind === 'catalogue' && reading.entry.kind === 'moment' && reading.entry.palMet === undefined;
  const petsStay = petsOnly || (others.length === 0 && familyMoment) ? petsStayHomeAt(theme, reading) : undefined;
  // A reader of six to twelve knows a mouse from the garden does not talk: a child alone at a moment of the family's life
  // (a move, a new baby, a wobbly tooth) has Mum or Dad beside them, not a best friend who is a robin; nor, at any age,
  // a friend from down the road where the moment is away from home (the new baby's homecoming the parent put in town).
  const moment = (others.length === 0 || babiesOnly) && familyMoment ? momentOf(theme, reading) : undefined;
  // Nor into the classroom: a school day's moment is with a classmate (`inventedCompanion`).
  const realLife = moment && !isASchoolDay(theme, reading.kind === 'catalogue' ? reading.entry : undefined) && (age === '6-8' || age === '9-12' || (setting ?? moment.setting) !== 'home') ? moment : undefined;
  if (others.length > 0 && !petsStay && !babiesOnly) return characters;
  // Beside a baby only, a grown-up of the family is there wherever the day is (the baby's own homecoming too): the baby
  // is carried, and the companion is never a robin who lives nearby.
  const occasion = familyOccasion(theme, reading, age) ?? petsStay ?? realLife ?? (babiesOnly ? moment ?? { setting: setting ?? 'home' } : undefined);
  if (!occasion || (!babiesOnly && WHERE_ANIMALS_ARE.includes(setting ?? occasion.setting))) return characters;
  const parent = parentAlong(characters, occasion.owner);
  return parent ? [...characters, parent] : characters;
}

/**
 * Mum or Dad, to go along with a child: never the one the day belongs to in any of their words ("daddy works away": not
 * Dad), nor one of the cast already. Chosen by the hero's name, not the seed, so the parent who said it in the idea is the
 * one who says it on the pages after a wish (a wish draws a new seed; Dad must not turn into Mum).
 */
export function parentAlong(characters: readonly { name: string }[], owner?: string): Character | undefined {
  const ownerFamily = owner ? familyOfWord(owner.toLowerCase()) : undefined;
  const free = PARENTS.filter((parent) => !ownerFamily?.test(parent.name.toLowerCase()) && !characters.some((member) => member.name === parent.name));
  const parent = free[nameKey(characters[0]?.name ?? '') % Math.max(1, free.length)];
  return parent && { name: parent.name, kind: 'grown-up', pronoun: parent.pronoun, appearance: {}, traits: [] };
}

/** A number that stays the same for a name: its letters' codes summed. */
const nameKey = (name: string): number => [...name].reduce((sum, letter) => sum + (letter.codePointAt(0) ?? 0), 0);
