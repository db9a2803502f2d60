import { withOutingAtTheSetting } from '../understand/outing-at-the-setting';
import type { Character, Mood, Scene, StoryIdea, StoryInputs, StoryPage } from '@studio/contracts/stories';
import { nicknamesOf } from '../cast/nickname';
import { memoisedBy } from '../core/memo';
import { fleschKincaidGrade } from '../core/readability';
import { plotById, tellsItsOwnTheme } from '../plots';
import { MAX_GRADE, STYLE_LADDER } from './age-style';
import { assertInBand } from './assert-band';
import type { AgeStyle } from './age-style';
import { buildContext } from './build-context';
import type { StoryContext } from './story-context';
import { callBackFor, withCallBack, withoutCallBack } from './call-back';
import { composePage } from './compose-page';
import { withBabiesQuiet } from './baby-voice';
import { olderAnimalsQuiet } from './older-animals';
import { withMorningOnce } from './time-runs-forward';
import { withParentMet } from './parent-met';
import { withRoleHolders } from './role-holders';
import { withoutSparePads } from './older-spare-pads';
import { parentOnTheDay } from './parent-on-the-day';
import { fitReadability, type MayDrop } from './fit-readability';
import { mayDropWithoutOrphans, namedCast } from './names-on-the-page';
import { keepsItsJoke } from './laugh-answers';
import { keepsWhatItAnswers } from './reactions';
import { introduceNicknames } from './introduce-nicknames';
import { addLightLines, type LightWords } from './light-lines';
import { lightWordsAsSaid } from '../plots/theme-story';
import { plainWording } from './plain-wording';
import { keepsWhatFollowsOn } from './clause-splits';
import type { RoledText } from './roled-text';
import { pageExtras } from './page-extras';
import { distinctiveIn } from './distinctive';
import { placeRefrain } from './place-refrain';
import { withOlderVoice } from './older-voice';
import { withBetPaid } from '../plots/hero-bet';
import { planPages } from './plan-pages';
import { leadIndexOf, withHeroDeed } from './hero-deed';
import { withFullerOlderPages } from '../plots/fuller-older-pages';
import { withTitleNamesReferred } from './title-names';
import { withNextLineOnThinPages } from './thin-page-next-line';
import { withComicBeats } from '../plots/comic-beats';
import { withToddlerWalk } from '../plots/toddler-walk';
import { referAcrossPages } from './refer-to-cast';
import { withoutCallsToHero } from './calls-to-hero';
import { withCalmNarration } from './calm-narration';
import { withHeroWordsFilled } from './hero-words-left';
import { readPageIntoScene, sceneFor, varyCompositions } from './scene';

interface Draft extends RoledText {
  scenes: Scene[];
  landmarks: readonly string[];
}

/**
 * Writes every page of the story, with a scene for the illustrator. It tries the age group's richest
 * style first and steps down until the measured grade fits. If none does, it tries again with short
 * nicknames for long names ("Anastasia" → "Ana", given once where she is met); if still none does, it
 * fits the closest to the band (see `fitToBand`), so every story is in band. A next adventure calls back
 * to the earlier book on one or two pages (`call-back.ts`), lines that are kept but never drawn.
 */
export function writeStory(idea: StoryIdea, inputs: StoryInputs): StoryPage[] {
  return structuredClone(writtenStory(idea, withOutingAtTheSetting(inputs)));
}

/** An idea is written out to see that it fits its band (`fitsItsBand`), then the same story is written for the book. */
const writtenStory = memoisedBy((idea: StoryIdea, inputs: StoryInputs) => JSON.stringify([idea, inputs]), writePages, 64);

function writePages(idea: StoryIdea, inputs: StoryInputs): StoryPage[] {
  const maxGrade = MAX_GRADE[inputs.age_group];
  const pages = fittedPages(idea, inputs, maxGrade, true);
  // The hero's act of the lesson opens the turn; on the rare book with no room left for it in a little listener's band
  // (a crowded turn page), the turn is told without it and the last page still says the lesson.
  const tooHard = (told: StoryPage[]) => fleschKincaidGrade(told.map((page) => page.text).join(' ')) > maxGrade;
  const quiet = tooHard(pages) ? fittedPages(idea, inputs, maxGrade, false) : pages;
  // A long name ("Mateo", "Amelia") in every cheer can still tip a little listener's book over: the cheers call no name.
  const told = tooHard(quiet) ? [fittedPages(idea, inputs, maxGrade, true, false), fittedPages(idea, inputs, maxGrade, false, false)].find((bare) => !tooHard(bare)) ?? quiet : quiet;
  assertInBand(told.map((page) => page.text).join(' '), inputs.age_group, maxGrade);
  return told;
}

function fittedPages(idea: StoryIdea, inputs: StoryInputs, maxGrade: number, actAtTheTurn: boolean, callsByName = true): StoryPage[] {
  const draft = closestDraft(idea, inputs, maxGrade, actAtTheTurn, callsByName);
  const callBack = callBackFor(idea, inputs);
  const characters = idea.characters.length > 0 ? idea.characters : inputs.characters;
  const hero = leadIndexOf(idea, inputs, characters);
  const heroFirst = [characters[hero]!, ...characters.filter((_, index) => index !== hero)];
  const withoutOrphans = mayDropWithoutOrphans(namedCast(heroFirst, nicknamesOf(characters)));
  const mayDrop: MayDrop = (sentences, index) => keepsWhatItAnswers(sentences, index) && keepsItsJoke(sentences, index) && keepsWhatFollowsOn(sentences, index) && withoutOrphans(sentences, index);
  const fitted = fitToBand(withCallBack(draft, callBack), draft.scenes.map((scene) => scene.mood), maxGrade, mayDrop, { quiet: QUIET_TONES.has(idea.tone), themeWords: lightWordsAsSaid(idea.plot, inputs), loose: true, ownTheme: tellsItsOwnTheme(plotById(idea.plot, inputs.theme, inputs.notes, inputs.age_group)) }).pages;
  const world = { characters: idea.characters.length > 0 ? idea.characters : inputs.characters, landmarks: draft.landmarks };
  const texts = fitted.map((sentences) => sentences.join(' '));
  const scenes = varyCompositions(fitted.map((sentences, index) => readPageIntoScene(draft.scenes[index] as Scene, withoutCallBack(sentences, callBack), world)));
  return texts.map((text, index) => ({ page_number: index + 1, text, scene: scenes[index] as Scene }));
}

function closestDraft(idea: StoryIdea, inputs: StoryInputs, maxGrade: number, actAtTheTurn: boolean, callsByName: boolean): Draft {
  const nicknames = nicknamesOf(idea.characters.length > 0 ? idea.characters : inputs.characters);
  const namings = nicknames.size > 0 ? [new Map<string, string>(), nicknames] : [new Map<string, string>()];
  let best: { draft: Draft; grade: number } | undefined;
  // A shorter name is better than a thinner page: every style is tried with the real names, then the nicknames.
  for (const style of STYLE_LADDER[inputs.age_group]) {
    for (const naming of namings) {
      const draft = writeWithStyle(idea, inputs, style, naming, actAtTheTurn, callsByName);
      const grade = fleschKincaidGrade(draft.pages.flat().join(' '));
      if (!best || grade < best.grade) best = { draft, grade };
      if (grade <= maxGrade) return draft;
    }
  }
  if (!best) throw new Error(`No style for age group ${inputs.age_group}`);
  return best.draft;
}

/**
 * The least change to the story first: optional extras go, then plainer wording and long sentences told as two, then
 * some of the pages' own lines; the sound a page's line makes ("Splash!") or the theme's own word, and at most a few
 * short words of a page's mood ("Wow!"), one a page, close whatever gap is left.
 */
function fitToBand(draft: RoledText, moods: readonly Mood[], maxGrade: number, mayDrop: MayDrop, words: LightWords & { ownTheme?: boolean }): RoledText {
  const fitted = fitReadability(plainWording(fitReadability(draft, maxGrade, 'extras', mayDrop), maxGrade), maxGrade, 'own lines', mayDrop);
  const lit = addLightLines(fitted, moods, maxGrade, { ...words, loose: false });
  // Still over: a mood word after a line it does not answer, rather than the theme's story lost (`LightWords.loose`), and
  // only then more than a few of them.
  const over = (text: RoledText) => fleschKincaidGrade(text.pages.flat().join(' ')) > maxGrade;
  const loose = words.loose === true && over(lit) ? addLightLines(lit, moods, maxGrade, words) : lit;
  // A theme's own plot past six is better told by another plot (`fitsItsBand`); a plot of the engine's own is the last
  // one a book can be told by, so it says what it must, one a page. A short board book may take six as well: capped at
  // half its pages, "blowing raspberries on Daddy's tummy" lost its theme to a stolen prize ribbon (round 20's merge).
  const most = words.ownTheme === true ? MOST_MOOD_WORDS : loose.pages.length;
  return words.loose === true && over(loose) ? addLightLines(loose, moods, maxGrade, { ...words, moodWords: most, apart: false }) : loose;
}

/**
 * The most mood words a book says when only they keep it in its band and its theme's plot, one a page: past six (a long
 * book with ten, held-out read 45) it reads as filler, and the book is better told by another plot.
 */
const MOST_MOOD_WORDS = 6;

/** Tones whose glad pages are said softly under the picture ("Mmm." for "Yay!"): a calmer book is calmer there too. */
const QUIET_TONES: ReadonlySet<string> = new Set(['cozy', 'gentle']);

/**
 * The character names of a story, for callers who want to grade with `familiarWords`. The engine itself
 * grades with the standard formula.
 */
export function storyNames(idea: StoryIdea, inputs: StoryInputs): string[] {
  return (idea.characters.length > 0 ? idea.characters : inputs.characters).flatMap((character) => character.name.split(/\s+/));
}

/** Writes the story with the given nicknames (full name → nickname) in place of the full names. */
function writeWithStyle(idea: StoryIdea, inputs: StoryInputs, style: AgeStyle, nicknames: ReadonlyMap<string, string>, actAtTheTurn: boolean, callsByName: boolean): Draft {
  const plot = plotById(idea.plot, inputs.theme, inputs.notes, inputs.age_group);
  const rename = (characters: readonly Character[]) => characters.map((character) => ({ ...character, name: nicknames.get(character.name.trim()) ?? character.name }));
  const built = buildContext({ ...idea, characters: rename(idea.characters) }, { ...inputs, characters: rename(inputs.characters) }, plot);
  const ctx: StoryContext = actAtTheTurn ? built : { ...built, quietTurn: true };
  // Readers of nine to twelve hear the hero think the plot through (the younger ones' pages stay as they are).
  // A bet the hero made before the last try is paid back where it came right (`plots/hero-bet.ts`).
  const plain = withBetPaid(ctx, withComicBeats(ctx, plot, withHeroDeed(ctx, idea, inputs, planPages(ctx, plot, inputs.story_length), nicknames)));
  const planned = inputs.age_group === '9-12' ? withNextLineOnThinPages(withFullerOlderPages(ctx, plot, withOlderVoice(ctx, plot, plain))) : withToddlerWalk(ctx, plot, plain);
  const extras = pageExtras(ctx, plot, style);
  const refrains = placeRefrain(planned, extras.refrain);
  const themeInPlot = ctx.themeIsTreasure && planned.slice(2).some((entry) => entry.plan.core.some((line) => line.includes(ctx.treasure)));
  const themeTold = ctx.theme !== undefined && plot.tellsTheme?.test(ctx.theme) === true;
  const nightfall = planned.findIndex((entry) => entry.plan.nightfall);
  const afterNightfall = (index: number) => nightfall >= 0 && index >= nightfall;
  const held = withRoleHolders(withParentMet(withMorningOnce(withBabiesQuiet(planned.map((entry, index) =>
    composePage(ctx, entry, { index, total: planned.length, refrain: refrains.get(index), themeInPlot, themeTold, afterNightfall: afterNightfall(index) }, style, extras),
  ), ctx.cast, tellsItsOwnTheme(plot) ? { hero: ctx.hero } : olderAnimalsQuiet(inputs) ? { hero: ctx.hero, realOnly: true } : undefined)), ctx, (parent) => (ctx.age === '0-2' ? undefined : parentOnTheDay(plot.id, ctx, parent))), ctx.cast, ctx.notesText);
  const composed = inputs.age_group === '9-12' ? withoutSparePads(held, ctx.cast) : held;
  const company = [...ctx.cast, ...(ctx.pal.isNamed ? [] : [ctx.pal])];
  // Once names are short, a name is lighter than "the unicorn", so a clash of pronouns keeps the name.
  const refer = nicknames.size > 0 ? { ...style.refer, useKinds: false } : style.refer;
  const filled = composed.map((page) => page.sentences.map((sentence) => withHeroWordsFilled(sentence, ctx.hero)));
  const called = filled.map((sentences) => (callsByName ? sentences : withoutCallsToHero(sentences, ctx.hero.name)));
  const spoken = inputs.age_group === '9-12' ? called.map((sentences) => sentences.map(withCalmNarration)) : called;
  const referredByName = referAcrossPages(spoken, ctx.cast, refer, { company, isDistinctive: distinctiveIn(ctx) });
  const referred = inputs.age_group === '9-12' ? withTitleNamesReferred(referredByName, ctx.cast) : referredByName;
  const fullNames = new Map([...nicknames].map(([fullName, nickname]) => [nickname, fullName]));
  const nicknamed = ctx.cast.flatMap((member) => {
    const fullName = fullNames.get(member.name);
    return fullName ? [{ member, fullName }] : [];
  });
  const roles = composed.map((page) => page.roles);
  const scenes = planned.map((entry) => sceneFor(ctx, plot, entry));
  return {
    ...introduceNicknames({ pages: referred, roles }, nicknamed, company, ctx.rng.fork('nicknames')),
    scenes: scenes.map((scene) => ({ ...scene, characters: scene.characters.map((name) => fullNames.get(name) ?? name) })),
    landmarks: ctx.set.landmarks,
  };
}
