import type { Character, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { createRng, hashString } from '../core/random';
import type { Rng } from '../core/random';
import { GENTLE_PLOT_IDS, plotById, plotMentionedIn } from '../plots';
import { FACING_A_FEAR } from '../plots/facing-a-fear';
import { SMALL_MYSTERY } from '../plots/small-mystery';
import type { PlotShape } from '../plots/plot-shape';
import { lessonById } from '../world/lessons';
import { composeIdea } from './compose-idea';
import type { IdeaChoices } from './compose-idea';
import { readCharacterRequest, readRename } from './read-characters';
import { LENGTH_ORDER, LESS_SCARY, LESSON_WORDS, LONGER, MORE_SCARY, PLOT_REQUEST, SETTING_WORDS, SHORTER, TONE_WORDS } from './feedback-words';

const MAX_CHARACTERS = 6;
const MAX_NOTES = 1000;

interface Draft {
  choices: IdeaChoices;
  inputs: StoryInputs;
  /** What is left of the feedback once understood parts are taken out. */
  rest: string;
  understood: boolean;
  rng: Rng;
}

type Rule = (draft: Draft) => void;

/**
 * Changes an idea in the direction the parent asked. Each rule takes the part of the feedback it
 * understood out of `rest`; anything left (or feedback nothing understood) is woven in as a wish and
 * kept in the notes, so no feedback is ignored. The new idea gets a new seed.
 */
export function refineIdea(idea: StoryIdea, inputs: StoryInputs, feedback: string): { idea: StoryIdea; inputs: StoryInputs } {
  const seed = nextSeed(idea.seed, feedback);
  const draft: Draft = {
    choices: { plot: plotById(idea.plot), setting: idea.setting, lesson: idea.lesson, tone: idea.tone, characters: [...idea.characters], seed },
    inputs: { ...inputs, characters: [...idea.characters] },
    rest: ` ${feedback.trim()} `,
    understood: false,
    rng: createRng(seed).fork('refine'),
  };
  for (const rule of RULES) rule(draft);

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
  return { idea: composeIdea(nextInputs, draft.choices, wish), inputs: nextInputs };
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
  draft.choices.characters = [...draft.choices.characters, request.character];
};

const renameCharacter: Rule = (draft) => {
  const rename = readRename(draft.rest, draft.choices.characters);
  if (!rename) return;
  take(draft, new RegExp(escape(rename.matched), 'i'));
  draft.choices.characters = draft.choices.characters.map((character, index): Character =>
    index === rename.index ? { ...character, name: rename.name } : character,
  );
};

const makeLessScary: Rule = (draft) => {
  if (!take(draft, LESS_SCARY)) return;
  // "a bit scary, make it less scary": every mention goes, so none is read as asking for more.
  while (take(draft, LESS_SCARY));
  draft.choices.tone = draft.choices.tone === 'gentle' ? 'cozy' : 'gentle';
  if (!GENTLE_PLOT_IDS.includes(draft.choices.plot.id)) {
    draft.choices.plot = plotById(draft.rng.pick(GENTLE_PLOT_IDS));
  }
};

/**
 * Scarier, at the reader's age: a story with a fear to face (or a mystery, if it has one already). The
 * youngest get a shadowy corner and a noise in a gentle voice that never shows a frightened face; older
 * readers a daring one.
 */
const makeScarier: Rule = (draft) => {
  if (!take(draft, MORE_SCARY)) return;
  draft.choices.plot = draft.choices.plot.id === FACING_A_FEAR.id ? SMALL_MYSTERY : FACING_A_FEAR;
  const youngest = draft.inputs.age_group === '0-2' || draft.inputs.age_group === '3-5';
  draft.choices.tone = youngest ? 'gentle' : 'adventurous';
};

const changeSetting: Rule = (draft) => {
  for (const [setting, pattern] of SETTING_WORDS) {
    if (take(draft, pattern)) {
      draft.choices.setting = setting;
      return;
    }
  }
};

const changeTone: Rule = (draft) => {
  for (const [tone, pattern] of TONE_WORDS) {
    if (take(draft, pattern)) {
      draft.choices.tone = tone === 'funny' && draft.choices.tone === 'funny' ? 'silly' : tone;
      return;
    }
  }
};

const changeLength: Rule = (draft) => {
  const step = take(draft, SHORTER) ? -1 : take(draft, LONGER) ? 1 : 0;
  if (step === 0) return;
  const index = LENGTH_ORDER.indexOf(draft.inputs.story_length) + step;
  draft.inputs.story_length = LENGTH_ORDER[Math.min(LENGTH_ORDER.length - 1, Math.max(0, index))] ?? draft.inputs.story_length;
};

const changeLesson: Rule = (draft) => {
  for (const [id, pattern] of LESSON_WORDS) {
    if (take(draft, pattern)) {
      draft.choices.lesson = lessonById(id).statement;
      return;
    }
  }
};

const changePlot: Rule = (draft) => {
  const match = take(draft, PLOT_REQUEST);
  const plot: PlotShape | undefined = match ? plotMentionedIn(match[0]) : undefined;
  if (plot) draft.choices.plot = plot;
};

/** Character rules run first so a name such as "Snow" is not read as a setting. */
const RULES: readonly Rule[] = [addCharacter, renameCharacter, makeLessScary, makeScarier, changeLesson, changePlot, changeSetting, changeTone, changeLength];

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
