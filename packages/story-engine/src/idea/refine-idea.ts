import { withOutingAtTheSetting, withTheParentsTheme } from '../understand/outing-at-the-setting';
import type { Character, Setting, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { createRng, hashString } from '../core/random';
import type { Rng } from '../core/random';
import { GENTLE_PLOT_IDS, GENTLE_PLOTS, plotById, plotMentionedIn, tellsItsOwnTheme } from '../plots';
import { choosePlot } from '../plots/choose-plot';
import { FACING_A_FEAR } from '../plots/facing-a-fear';
import { SMALL_MYSTERY } from '../plots/small-mystery';
import type { PlotShape } from '../plots/plot-shape';
import { lessonById } from '../world/lessons';
import { TONE_KITS } from '../world/tones';
import { composeIdea, replacedThemeNote, untoldThemeNote } from './compose-idea';
import { plotIdea } from './write-idea';
import { fitsItsBand } from './fits-its-band';
import { sayWhatTheWishDid } from './wish-on-pages';
import { animalHeroDeclined, heroDeedDeclined } from './animal-hero';
import { heroDeedOf } from '../story/hero-deed';
import { withoutThemesCompany, withThemesCompany } from './theme-company';
import type { IdeaChoices } from './compose-idea';
import { readCharacterRequest, readRename } from './read-characters';
import { heroIndexOf, isBabyCharacter, isGrownUp } from '../cast/cast-member';
import { readProp } from '../story/read-prop';
import { possessive, withArticle } from '../core/text';
import { catalogueThemeById, catalogueThemeIn, labelOf } from '../world/catalogue';
import { themePlot } from '../plots/theme-story';
import { readTheme } from '../understand/read-theme';
import { canBeScarier } from '../plots/scare-page';
import { LENGTH_ORDER, LESS_SCARY, LESSON_WORDS, LONGER, MORE_SCARY, PLOT_REQUEST, SETTING_WORDS, SHORTER, SIMPLER, TONE_WORDS } from './feedback-words';
import { keepsGentleVoice } from '../world/comic/gentle-days';
import { combineWhereHow, readWhereHow, type WhereHowWish } from './wish-where-how';

const MAX_CHARACTERS = 6;
const MAX_NOTES = 1000;

interface Draft {
  choices: IdeaChoices;
  inputs: StoryInputs;
  /** What is left of the feedback once understood parts are taken out. */
  rest: string;
  understood: boolean;
  rng: Rng;
  /** What the built-in writer says it could not keep (a theme a wish replaced). */
  notes: string[];
}

type Rule = (draft: Draft) => void;

/**
 * Changes an idea in the direction the parent asked. Each rule takes the part of the feedback it
 * understood out of `rest`; anything left (or feedback nothing understood) is woven in as a wish and
 * kept in the notes, so no feedback is ignored. The new idea gets a new seed.
 */
export function refineIdea(idea: StoryIdea, asWritten: StoryInputs, feedback: string): { idea: StoryIdea; inputs: StoryInputs } {
  const inputs = withOutingAtTheSetting(asWritten);
  const refined = refineAsAsked(idea, inputs, feedback);
  return { idea: sayWhatTheWishDid({ idea, inputs }, refined, feedback), inputs: withTheParentsTheme(refined.inputs, asWritten) };
}

function refineAsAsked(idea: StoryIdea, inputs: StoryInputs, feedback: string): { idea: StoryIdea; inputs: StoryInputs } {
  // A refined idea is one that can be written: a theme's lines are long, and the wording a seed picks
  // (or a shorter book) may not fit the reader's band (a 0-2 Diwali book; 1 in 3,000 generated cases).
  // Then another wording is tried, and after that the length is kept and the idea says it could not be done.
  // Then a wish for another theme whose story cannot fit ("set it on a train" in a 3-5 short book) is declined, the
  // story kept as it was.
  for (const rules of [RULES, RULES_KEEPING_LENGTH, RULES_KEEPING_THEME]) {
    for (let attempt = 0; attempt < WORDINGS_TRIED; attempt++) {
      const refined = refineWith(rules, idea, inputs, feedback, attempt);
      if (fitsItsBand(refined.idea, refined.inputs)) return refined;
    }
  }
  // A theme's own story that cannot take the wish within the reader's band (a 0-2 Diwali book with a brother added) is
  // told by another plot, as a new idea is when the theme's own story does not fit (`writeIdea`), and the idea says so.
  const untold = idea.plot.startsWith(THEME_PREFIX) ? catalogueThemeById(idea.plot.slice(THEME_PREFIX.length)) : undefined;
  if (untold) {
    const retold = refineWith(RULES, { ...idea, plot: plotIdea(inputs, idea.seed).plot }, inputs, feedback, 0, [untoldThemeNote(untold, inputs.story_length)]);
    if (fitsItsBand(retold.idea, retold.inputs)) return retold;
  }
  // Nothing the wish asked for can be written in this band: the book stays as it was, which can.
  const asked = refineWith(RULES, idea, inputs, feedback, 0);
  return fitsItsBand(asked.idea, asked.inputs) || !fitsItsBand(idea, inputs) ? asked : { idea, inputs };
}

const THEME_PREFIX = 'theme:';

const WORDINGS_TRIED = 4;

function refineWith(rules: readonly Rule[], idea: StoryIdea, inputs: StoryInputs, feedback: string, attempt: number, untoldNotes: readonly string[] = []): { idea: StoryIdea; inputs: StoryInputs } {
  const seed = nextSeed(idea.seed, attempt === 0 ? feedback : `${feedback}#${attempt}`);
  const draft: Draft = {
    choices: { plot: plotById(idea.plot, inputs.theme, inputs.notes, inputs.age_group), setting: idea.setting, lesson: idea.lesson, tone: idea.tone, characters: [...idea.characters], seed, ...(idea.hero ? { hero: idea.hero } : {}) },
    inputs: { ...inputs, characters: [...idea.characters] },
    rest: ` ${feedback.trim()} `,
    understood: false,
    rng: createRng(seed).fork('refine'),
    notes: [...untoldNotes],
  };
  for (const rule of rules) rule(draft);
  // A catalogue theme the first idea could not tell (too long for this book) is still untold after a wish that keeps
  // another plot: the idea says so again, never leaving it out silently ("add a baby sister" to a Diwali book told as
  // a bedtime journey).
  // Read as a new idea reads the theme: "a birthday party" is the celebration plot's own day, told, not untold.
  const reading = readTheme(draft.inputs.theme);
  const untold = reading.kind === 'catalogue' ? reading.entry : undefined;
  const stillUntold = untold && !untold.thing && !tellsItsOwnTheme(plotById(idea.plot, inputs.theme, inputs.notes, inputs.age_group)) && !tellsItsOwnTheme(draft.choices.plot) ? untoldThemeNote(untold, draft.inputs.story_length) : undefined;
  if (stillUntold && !draft.notes.includes(stillUntold)) draft.notes.push(stillUntold);

  const leftover = meaningfulLeftover(draft.rest);
  const wish = !draft.understood || leftover ? feedback.trim() : undefined;
  const notes = wish ? appendNote(draft.inputs.notes, wish) : draft.inputs.notes;
  const nextInputs: StoryInputs = {
    ...draft.inputs,
    characters: draft.choices.characters,
    setting: draft.choices.setting,
    lesson: draft.choices.lesson,
    tone: draft.choices.tone,
    ...(notes ? { notes } : {}),
  };
  const composed = composeIdea(nextInputs, draft.choices, wish, draft.notes);
  // An animal made the hero of a child's part it cannot play (a cat switching on the torch), or whose deed the pages could
  // not show (a pet at home from nursery): the child stays the hero, said so.
  const declined = heroDeedDeclined({ idea, inputs }, { idea: composed, inputs: nextInputs }) ?? animalHeroDeclined({ idea, inputs }, { idea: composed, inputs: nextInputs });
  if (!declined) return { idea: composed, inputs: nextInputs };
  const characters = withHeroAsBefore(draft.choices.characters, idea);
  const { hero: _wished, ...kept } = draft.choices;
  const choices = { ...kept, characters, ...(idea.hero ? { hero: idea.hero } : {}) };
  return { idea: composeIdea({ ...nextInputs, characters }, choices, wish, [...draft.notes, declined]), inputs: { ...nextInputs, characters } };
}

/** The cast in the order it had before the wish, anyone the wish added after them. */
function withHeroAsBefore(characters: readonly Character[], before: StoryIdea): Character[] {
  const at = (member: Character) => {
    const index = before.characters.findIndex((was) => was.name === member.name);
    return index < 0 ? before.characters.length : index;
  };
  return [...characters].sort((a, b) => at(a) - at(b));
}

/** Takes the first match of a pattern out of the remaining feedback. */
function take(draft: Draft, pattern: RegExp): RegExpExecArray | undefined {
  const match = pattern.exec(draft.rest);
  if (!match) return undefined;
  draft.rest = `${draft.rest.slice(0, match.index)} ${draft.rest.slice(match.index + match[0].length)}`;
  draft.understood = true;
  return match;
}

const addCharacter: Rule = (draft) => {
  const request = readCharacterRequest(draft.rest);
  if (!request || draft.choices.characters.length >= MAX_CHARACTERS) return;
  take(draft, new RegExp(escape(request.matched), 'i'));
  // "a little brother called Tom" stays a brother: whose, said as a fact about him ("Tom was Mia's little brother.").
  const hero = draft.choices.characters[heroIndexOf(draft.choices.characters)];
  const relation = request.relation && hero ? [`${possessive(hero.name)} ${request.relation}`.slice(0, 30)] : [];
  const added: Character = { ...request.character, traits: [...request.character.traits.filter((trait) => !request.relation?.includes(trait)), ...relation] };
  draft.choices.characters = [...draft.choices.characters, added];
  // A baby is no one to bake or go to the dentist with: beside a baby only, the family goes along (`withFamilyAlong`).
  // The one the wish added stays the last named (`StoryContext.lastNamed`, the newcomer), after the family it brought.
  if (isBabyCharacter(added)) draft.choices.characters = [...withThemesCompany(draft.choices.characters, { theme: draft.inputs.theme, notes: draft.inputs.notes, setting: draft.choices.setting, age: draft.inputs.age_group }).filter((member) => member !== added), added];
};

const renameCharacter: Rule = (draft) => {
  const rename = readRename(draft.rest, draft.choices.characters);
  if (!rename) return;
  take(draft, new RegExp(escape(rename.matched), 'i'));
  draft.choices.characters = draft.choices.characters.map((character, index): Character =>
    index === rename.index ? { ...character, name: rename.name } : character,
  );
};

// A catalogue theme, a day or a contest (`tellsItsOwnTheme`) is the parent's theme told as the story: a wish for a scarier or a
// calmer plot would replace it with a stock one, so such a wish is left over and the idea says plainly it could not be done.

const makeLessScary: Rule = (draft) => {
  if (tellsItsOwnTheme(draft.choices.plot) || !take(draft, LESS_SCARY)) return;
  // "a bit scary, make it less scary": every mention goes, so none is read as asking for more.
  while (take(draft, LESS_SCARY));
  draft.choices.tone = draft.choices.tone === 'gentle' ? 'cozy' : 'gentle';
  if (!GENTLE_PLOT_IDS.includes(draft.choices.plot.id)) {
    draft.choices.plot = choosePlot(draft.rng.int(2 ** 32), GENTLE_PLOTS);
  }
};

/**
 * Scarier, at the reader's age: a story with a fear to face (or a mystery, if it has one already). The
 * youngest get a shadowy corner and a noise in a gentle voice that never shows a frightened face; older
 * readers a daring one.
 */
const makeScarier: Rule = (draft) => {
  // A theme with a true fright in it (the noise outside the tent, the dark stairs of the new house) is made scarier on
  // its own pages (`plots/scare-page.ts`): the wish is kept in the notes, where the story reads it, and is not declined.
  const entry = draft.choices.plot.id.startsWith('theme:') ? catalogueThemeById(draft.choices.plot.id.slice('theme:'.length)) : undefined;
  // "less scary" has the word "scary" in it too: a calmer wish is never carried out as a fright.
  if (entry && canBeScarier(entry.id, draft.inputs.age_group, draft.inputs.story_length) && !LESS_SCARY.test(draft.rest)) {
    const match = take(draft, MORE_SCARY);
    if (match) draft.inputs.notes = appendNote(draft.inputs.notes, `make it ${match[0].toLowerCase()}`);
    return;
  }
  if (LESS_SCARY.test(draft.rest)) return;
  if (tellsItsOwnTheme(draft.choices.plot)) {
    const match = take(draft, MORE_SCARY);
    if (match) draft.notes.push(declinedNote(`make it ${match[0].toLowerCase().replace(/^scary$/, 'scarier')}`, `${storyOf(draft)} has no fright of its own to turn up, and none is brought in from nowhere`, 'add one'));
    return;
  }
  if (!take(draft, MORE_SCARY)) return;
  draft.choices.plot = draft.choices.plot.id === FACING_A_FEAR.id ? SMALL_MYSTERY : FACING_A_FEAR;
  const youngest = draft.inputs.age_group === '0-2' || draft.inputs.age_group === '3-5';
  draft.choices.tone = youngest ? 'gentle' : 'adventurous';
};

/**
 * "set it on a train", "at the beach", "in the snow" on a theme told as its own story: the theme told there or so, or the
 * wish declined with the theme kept (`wish-where-how.ts`), never the theme replaced by a train ride.
 */
const placeTheTheme: Rule = (draft) => {
  // "in the snow, and on a boat": each is read, one after the other, on the theme as the one before left it.
  if (!draft.inputs.theme?.trim() || !tellsItsOwnTheme(draft.choices.plot)) return;
  for (let wish = readWhereHow(draft.rest); wish; wish = readWhereHow(draft.rest)) placeOnce(draft, wish);
};

function placeOnce(draft: Draft, wish: WhereHowWish): void {
  const theme = draft.inputs.theme!.trim();
  take(draft, wish.matched);
  const entry = draft.choices.plot.id.startsWith(THEME_PREFIX) ? catalogueThemeById(draft.choices.plot.id.slice(THEME_PREFIX.length)) : undefined;
  if (!entry) {
    draft.notes.push(declinedNote(`set it ${wish.phrase}`, `${storyOf(draft)} is told where it happens`, 'move it'));
    return;
  }
  const outcome = combineWhereHow({ theme, entry, notes: draft.inputs.notes, age: draft.inputs.age_group }, wish);
  draft.notes.push(outcome.note);
  if (!outcome.done) return;
  draft.inputs.theme = outcome.theme;
  draft.choices.plot = plotById(draft.choices.plot.id, outcome.theme, draft.inputs.notes, draft.inputs.age_group);
  if (outcome.setting) draft.choices.setting = outcome.setting;
}

const changeSetting: Rule = (draft) => {
  // A catalogue theme is told in its own place (the dentist's, the museum): another place is declined in so many words, not claimed.
  for (const [setting, pattern] of SETTING_WORDS) {
    const match = take(draft, pattern);
    if (!match) continue;
    if (tellsItsOwnTheme(draft.choices.plot)) draft.notes.push(declinedNote(`set it ${AT_SETTING[setting]}`, `${storyOf(draft)} is told where it happens`, 'move it'));
    else draft.choices.setting = setting;
    return;
  }
};

const changeTone: Rule = (draft) => {
  for (const [tone, pattern] of TONE_WORDS) {
    const match = take(draft, pattern);
    if (!match) continue;
    const now = draft.choices.tone;
    // "Calmer" on a book that is calm already, "funnier" on the silliest: nothing the built-in writer can turn up.
    // Said in the idea, never claimed with the same pages reshuffled.
    // A funny catalogue book has its comic beats on every page they fit already (`plots/comic-beats.ts`): silly would be
    // the same pages.
    const comicAlready = tone === 'funny' && now === 'funny' && draft.choices.plot.id.startsWith(THEME_PREFIX);
    const already = (tone === 'cozy' && CALM_TONES.has(now)) || (tone === 'funny' && now === 'silly') || (tone === now && tone !== 'funny') || comicAlready;
    // A sad theme (a grandparent ill, a goodbye) keeps its gentle voice: no comic beat lands in it (`plots/comic-beats.ts`).
    if ((draft.choices.plot.tender || keepsGentleVoice(draft.choices.plot.id)) && (tone === 'funny' || tone === 'silly')) {
      draft.notes.push(`The built-in writer could not make it ${match[0].toLowerCase()}: a book about something sad keeps its gentle voice; an AI writer can find the light moments.`);
      return;
    }
    if (already) {
      draft.notes.push(`The built-in writer could not make it ${match[0].toLowerCase()}: this is already ${withArticle(TONE_KITS[now].adjective)} story, as far as it goes; an AI writer can take it further.`);
      return;
    }
    draft.choices.tone = tone === 'funny' && now === 'funny' ? 'silly' : tone;
    // A theme's own story keeps its own lines: "calmer" on a lively one quietens its cheers and little else, so the idea
    // says so rather than claim a calmer book. A funny one loses its comic beats, which a parent sees.
    if (tone === 'cozy' && tellsItsOwnTheme(draft.choices.plot) && !COMIC_TONES.has(now)) {
      draft.notes.push(`The built-in writer could not make it much ${match[0].toLowerCase()}: ${withArticle(TONE_KITS[now].adjective)} story of its theme keeps its own lines, and only its cheers are quieter now; an AI writer can take it further.`);
    }
    return;
  }
};

/** A place as a wish names it: "set it at the beach". */
const AT_SETTING: Record<Setting, string> = {
  'under the sea': 'under the sea', space: 'in space', beach: 'at the beach', forest: 'in the forest', city: 'in the city', castle: 'in a castle',
  farm: 'on a farm', mountains: 'in the mountains', snow: 'in the snow', home: 'at home',
};

/** Tones whose catalogue books carry comic beats (`plots/comic-beats.ts`): a calmer one loses them. */
const COMIC_TONES: ReadonlySet<string> = new Set(['funny', 'silly']);

/** Tones that are calm already: "calmer" asks for nothing they do not have. */
const CALM_TONES: ReadonlySet<string> = new Set(['cozy', 'gentle']);

const changeLength: Rule = (draft) => {
  const at = LENGTH_ORDER.indexOf(draft.inputs.story_length);
  // A book already as short (or as long) as it goes is not taken as changed: the idea says why, in so many words,
  // never a vague "could not do all of" the wish.
  const edge = at === 0 && take(draft, SHORTER) ? 'short' : at === LENGTH_ORDER.length - 1 && take(draft, LONGER) ? 'long' : undefined;
  if (edge) {
    draft.notes.push(`The built-in writer could not make it ${edge === 'short' ? 'shorter' : 'longer'}: this is already its ${edge === 'short' ? 'shortest' : 'longest'} book; an AI writer can.`);
    return;
  }
  const step = at > 0 && take(draft, SHORTER) ? -1 : at < LENGTH_ORDER.length - 1 && take(draft, LONGER) ? 1 : 0;
  if (step === 0) return;
  draft.inputs.story_length = LENGTH_ORDER[at + step] ?? draft.inputs.story_length;
};

const changeLesson: Rule = (draft) => {
  for (const [id, pattern] of LESSON_WORDS) {
    if (take(draft, pattern)) {
      draft.choices.lesson = lessonById(id).statement;
      return;
    }
  }
};

/**
 * "make Leo the hero": that child goes first, and the first child is the hero (see `heroIndexOf`). An
 * animal or a grown-up cannot lead a book that has a child in it: the wish is left over and declined.
 */
const makeHero: Rule = (draft) => {
  const pattern = HERO_WISHES.find((wish) => wish.test(draft.rest));
  const match = pattern?.exec(draft.rest);
  if (!pattern || !match) return;
  const wanted = (match[1] ?? '').toLowerCase().replace(/^the\s+/, '');
  const index = draft.choices.characters.findIndex((character) => character.name.toLowerCase() === wanted || character.species === wanted);
  const chosen = draft.choices.characters[index];
  if (!chosen) return;
  take(draft, pattern);
  // Grandma, Dad or a real animal made the hero turns the story with a deed of their own, the child keeping the book.
  if (isGrownUp(chosen) || !isTheThemesAnimal(draft, chosen)) {
    const wished = { ...draft.choices, hero: chosen.name };
    if (heroDeedOf({ ...wished, plot: wished.plot.id }, draft.inputs)) {
      draft.choices = wished;
      return;
    }
  }
  // A grown-up is not made the hero of a child's book otherwise: declined in so many words.
  if (isGrownUp(chosen)) {
    draft.notes.push(declinedNote(`make ${chosen.name} the hero`, `in a book for a child, the child leads, with ${chosen.name} close by`, 'do it'));
    return;
  }
  // The animal a catalogue book is about ("we adopted a rescue dog" with Biscuit the dog) is the one the child welcomes,
  // cares for or looks for: made the hero, it would welcome itself. Declined in so many words (held-out read 32).
  if (isTheThemesAnimal(draft, chosen)) {
    draft.notes.push(declinedNote(`make ${chosen.name} the hero`, `${chosen.name} is the ${chosen.species} ${storyOf(draft)} is about, told from the side of the child who looks after ${chosen.pronoun === 'she' ? 'her' : chosen.pronoun === 'he' ? 'him' : 'them'}`, `tell it from ${possessive(chosen.name)} side`));
    return;
  }
  draft.choices.characters = [chosen, ...draft.choices.characters.filter((_, other) => other !== index)];
  // The dog made the hero beside a child is named as the hero: the first child would be the hero otherwise.
  const { hero: _was, ...rest } = draft.choices;
  draft.choices = chosen.kind === 'child' ? rest : { ...rest, hero: chosen.name };
};

/** Whether the cast's animal is the one the catalogue book tells of: its entry is about the pet, or the theme names its kind. */
function isTheThemesAnimal(draft: Draft, chosen: Character): boolean {
  if (chosen.kind === 'child' || chosen.kind === 'grown-up' || !chosen.species) return false;
  const plotId = draft.choices.plot.id;
  if (!plotId.startsWith(THEME_PREFIX)) return false;
  const entry = catalogueThemeById(plotId.slice(THEME_PREFIX.length));
  if (entry?.aboutPet || entry?.missingPet) return true;
  return new RegExp(`\\b${chosen.species}s?\\b`, 'i').test(draft.inputs.theme ?? '') && /\b(?:new|adopt\w*|rescue|getting|got|get|missing|lost|ill|poorly|old|vet)\b/i.test(draft.inputs.theme ?? '');
}

/** "remove Biscuit", "take out the dog", "without Toffee": gone from the cast, as long as someone is left. */
const removeCharacter: Rule = (draft) => {
  const match = REMOVE.exec(draft.rest);
  if (!match) return;
  const wanted = (match[1] ?? '').toLowerCase().replace(/^the\s+/, '');
  const index = draft.choices.characters.findIndex((character) => character.name.toLowerCase() === wanted || character.species === wanted);
  if (index < 0 || draft.choices.characters.length < 2) return;
  take(draft, REMOVE);
  const removed = draft.choices.characters[index];
  draft.choices.characters = draft.choices.characters.filter((_, other) => other !== index);
  if (removed && draft.choices.hero === removed.name) {
    const { hero: _gone, ...rest } = draft.choices;
    draft.choices = rest;
  }
};

/**
 * A wish that names a theme the catalogue tells ("set it on a train", "more about dinosaurs"): the story
 * becomes that theme's own, with the same cast.
 */
const changeTheme: Rule = (draft) => {
  const entry = catalogueThemeIn(draft.rest);
  if (!entry) return;
  take(draft, entry.words);
  const before = draft.inputs.theme?.trim();
  // The parent's own theme, unless it was this one already, is said to be left out: never replaced silently.
  const was = before ? catalogueThemeIn(before) : undefined;
  if (before && was !== entry) draft.notes.push(replacedThemeNote(before, entry));
  draft.choices.plot = themePlot(entry);
  draft.inputs.theme = labelOf(entry);
  if (was === entry) return;
  // What the old theme chose is chosen again for the new one: the grown-up it brought along (Dad at the dentist's,
  // Grandpa of "baking with grandpa"), its lesson and its place, unless the parent asked for them; the parent's own
  // characters stay.
  const company = { notes: draft.inputs.notes, age: draft.inputs.age_group };
  const own = withoutThemesCompany(draft.choices.characters, { ...company, theme: before, setting: draft.choices.setting });
  draft.choices.characters = withThemesCompany(own, { ...company, theme: draft.inputs.theme, setting: entry.setting, entry });
  if (was && draft.choices.lesson === lessonById(was.lesson).statement) draft.choices.lesson = lessonById(entry.lesson).statement;
  if (!was || draft.choices.setting === was.setting) draft.choices.setting = entry.setting;
};

const changePlot: Rule = (draft) => {
  // "Make it about a birthday instead" names a theme the catalogue tells: the theme changes (said in the idea, with what
  // belonged to the old one chosen again), never a stock plot put in its place silently.
  if (catalogueThemeIn(draft.rest)) return;
  const match = take(draft, PLOT_REQUEST);
  const plot: PlotShape | undefined = match ? plotMentionedIn(match[0]) : undefined;
  if (plot) draft.choices.plot = plot;
};

/** "simpler", "easier words": a told book's words are the reader's band's already (`fitsItsBand`), so it is declined plainly. */
const declineSimpler: Rule = (draft) => {
  const match = take(draft, SIMPLER);
  if (match) draft.notes.push(declinedNote(`make it ${match[0].toLowerCase()}`, `its words are already the ones it keeps for ${draft.inputs.age_group} year olds`, 'do it'));
};

/** A wish the built-in writer will not carry out, in one plain sentence: what, and why. */
const declinedNote = (wish: string, why: string, can: string) => `The built-in writer could not ${wish}: ${why}; an AI writer can ${can}.`;

/** The parent's theme as the idea names it: 'a story of "going to the dentist"'. */
const storyOf = (draft: Draft) => (draft.inputs.theme?.trim() ? `a story of "${draft.inputs.theme.trim().replace(/["“”]/g, "'")}"` : 'this story');

/** "include a red balloon": kept in the notes, where the story finds it and carries it (see `readProp`). */
const addProp: Rule = (draft) => {
  const prop = readProp(draft.rest);
  if (!prop) return;
  take(draft, new RegExp(`\\b(?:please\\s+)?(?:add|include|with|put in|have)\\s+${escape(prop)}`, 'i'));
  draft.inputs.notes = appendNote(draft.inputs.notes, `include ${prop}`);
};

/** Character rules run first so a name such as "Snow" is not read as a setting. */
const RULES: readonly Rule[] = [addCharacter, renameCharacter, addProp, makeHero, removeCharacter, makeLessScary, makeScarier, changeLesson, placeTheTheme, changePlot, changeTheme, changeSetting, changeTone, changeLength, declineSimpler];
const RULES_KEEPING_LENGTH = RULES.filter((rule) => rule !== changeLength);
const RULES_KEEPING_THEME = RULES.filter((rule) => rule !== changeTheme);

const NAMED = `((?:the\\s+)?[\\p{L}][\\p{L}'-]*(?:\\s+[\\p{Lu}][\\p{L}'-]*)?)`;
const HERO = 'the\\s+(?:hero|main character|star)\\b';
/** One name or "the cat", for the wordings where a second word would be the wish's own ("the cat to be the hero"). */
const ONE_NAMED = `((?:the\\s+)?[\\p{L}][\\p{L}'-]*)`;
/** "make the cat the hero", "let Biscuit be the star", "can the dog be the main character?", "I want the cat to be the hero". */
const HERO_WISHES: readonly RegExp[] = [
  new RegExp(`\\bmake\\s+${NAMED}\\s+${HERO}`, 'iu'),
  new RegExp(`\\b(?:let|can|could|have)\\s+${ONE_NAMED}\\s+be\\s+${HERO}`, 'iu'),
  new RegExp(`\\b(?:want|like)\\s+${ONE_NAMED}\\s+to\\s+be\\s+${HERO}`, 'iu'),
  new RegExp(`(?:^|[^\\p{L}])${ONE_NAMED}\\s+(?:should|could|can|must|to)\\s+be\\s+${HERO}`, 'iu'),
  new RegExp(`\\bwith\\s+${ONE_NAMED}\\s+as\\s+${HERO}`, 'iu'),
];
const REMOVE = new RegExp(`\\b(?:remove|take out|leave out|without|no more)\\s+${NAMED}`, 'iu');

const FILLER = /\b(?:please|can|could|you|make|it|the|a|an|and|more|less|to|be|set|story|bit|little|some|with|of|in|into|about|i|we|want|would|like|also|too|very|so|add|name|named|called|call|her|him|them|this|that|just|me|should|is|are|set)\b/gi;

/** Three or more words the rules did not understand are kept as a wish. */
function meaningfulLeftover(rest: string): boolean {
  const words = rest.replace(FILLER, ' ').match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 3;
}

function appendNote(notes: string | undefined, wish: string): string {
  const combined = notes ? `${notes}\n${wish}` : wish;
  return combined.length > MAX_NOTES ? combined.slice(combined.length - MAX_NOTES) : combined;
}

/** A new seed from the old one and the feedback, never equal to the old one, kept to 31 bits. */
function nextSeed(seed: number, feedback: string): number {
  const next = hashString(feedback, seed) >>> 1;
  return next === seed ? next ^ 1 : next;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
