import { fleschKincaidGrade, splitSentences } from '../../src/index';
import { MAX_GRADE } from '../reading-bands';
import { unknownAnimals } from '../animal-words';
import type { ReviewedStory } from './review-stories';

/** Defects a machine can find in a story (issue 16's editor's list, the mechanical part). */
export const DEFECT_KINDS = [
  'repeated sentence', 'stock sentence', 'there was + plural', 'theme dropped', 'added character dropped',
  'spoken to while away', 'met out of order', 'setting contradicted', 'out of the reading band',
  'animal outside the species table',
] as const;
export type DefectKind = (typeof DEFECT_KINDS)[number];

export interface Defect {
  kind: DefectKind;
  detail: string;
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'to', 'in', 'on', 'at', 'for', 'with', 'my', 'our', 'first', 'big', 'little']);
/** Words ending in s that are singular, so "there was" before them is right. */
const SINGULAR_S = new Set(['grass', 'glass', 'moss', 'dress', 'bus', 'gas', 'class', 'boss', 'mess', 'kiss', 'princess', 'compass', 'walrus', 'octopus', 'cactus', 'hippopotamus', 'this', 'his', 'always', 'plus', 'across', 'famous', 'enormous', 'curious', 'nervous', 'delicious', 'gorgeous', 'precious', 'glorious', 'mysterious', 'marvellous', 'marvelous', 'less', 'loss', 'yes', 'gus', 'its', 'us', 'as', 'was', 'is', 'thus', 'bonus', 'circus', 'fuss', 'hiss', 'success', 'chess', 'harness', 'fortress']);

const sentencesOf = (story: ReviewedStory) => story.pages.flatMap((page) => splitSentences(page.text));
const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** A sentence said three times or more in one book (a refrain asked while the problem stands is fine twice). */
export function repeatedSentences(story: ReviewedStory): Defect[] {
  const counts = new Map<string, number>();
  for (const sentence of sentencesOf(story)) if (words(sentence).length >= 4) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= 3).map(([sentence, count]) => ({ kind: 'repeated sentence' as const, detail: `${count} × "${sentence}"` }));
}

/** "there was" followed by a plural noun. */
export function thereWasPlural(story: ReviewedStory): Defect[] {
  return story.pages.flatMap((page) =>
    [...page.text.matchAll(/\bthere was (?:(?:lots of|many|some|two|three|four|five) )?([a-z]+s)\b/gi)]
      .filter((match) => !SINGULAR_S.has(match[1]!.toLowerCase()))
      .map((match) => ({ kind: 'there was + plural' as const, detail: `page ${page.page_number}: "${match[0]}"` })),
  );
}

/** A theme the parent gave that the story stops talking about after page 2. */
export function themeDropped(story: ReviewedStory): Defect[] {
  const theme = story.case.inputs.theme;
  if (!theme) return [];
  const key = words(theme).filter((word) => !STOP_WORDS.has(word));
  const later = new Set(story.pages.filter((page) => page.page_number > 2).flatMap((page) => words(page.text)));
  return key.some((word) => later.has(word) || later.has(`${word}s`) || later.has(word.replace(/s$/, ''))) ? [] : [{ kind: 'theme dropped', detail: `"${theme}" is not in the story after page 2` }];
}

/** A character added by a refinement who is on fewer than two pages after page 2. */
export function addedCharacterDropped(story: ReviewedStory): Defect[] {
  return story.case.refinements.flatMap((feedback) => {
    const name = /named (\w+)/i.exec(feedback)?.[1];
    if (!name) return [];
    const pages = story.pages.filter((page) => page.page_number > 2 && page.text.includes(name)).length;
    return pages >= 2 ? [] : [{ kind: 'added character dropped' as const, detail: `${name} is on ${pages} page(s) after page 2` }];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const castOf = (story: ReviewedStory) => story.inputs.characters.map((character) => ({ name: character.name, noun: character.kind === 'child' ? undefined : character.species }));

/**
 * A line said to a character who is not on the page: "Clap, clap, dear dog!" on a page the dog is not
 * in, or "Goodnight, Biscuit" with Biscuit somewhere else.
 */
export function spokenToWhileAway(story: ReviewedStory): Defect[] {
  // Each way of calling someone, and who answers to it: a name, or "dear dog" for every dog in the cast.
  const forms = new Map<string, string[]>();
  for (const member of castOf(story)) {
    forms.set(member.name, [...(forms.get(member.name) ?? []), member.name]);
    if (member.noun) forms.set(`dear ${member.noun}`, [...(forms.get(`dear ${member.noun}`) ?? []), member.name]);
  }
  return story.pages.flatMap((page) =>
    [...forms].flatMap(([form, answering]) => {
      const here = answering.some((name) => page.scene.characters.includes(name));
      return !here && new RegExp(`, ${escape(form)}[,.!?]`).test(page.text) ? [{ kind: 'spoken to while away' as const, detail: `page ${page.page_number}: "${form}" is spoken to but is not on the page` }] : [];
    }),
  );
}

/**
 * Someone thanked or spoken to before the story has met them ("Thank you, owl!" with no owl before),
 * or remembered "back home" while standing on the page.
 */
export function metOutOfOrder(story: ReviewedStory): Defect[] {
  const defects: Defect[] = [];
  const earlier: string[] = [];
  for (const page of story.pages) {
    for (const sentence of splitSentences(page.text)) {
      for (const match of sentence.matchAll(/\b(?:(?:[Tt]hank you|[Tt]hanks|[Gg]oodnight|[Hh]ello|[Gg]oodbye), |thanked )(?:the |dear |little )?([A-Za-z]+)/g)) {
        const who = match[1]!;
        const seen = earlier.some((before) => new RegExp(`\\b${escape(who)}\\b`, 'i').test(before));
        if (!seen && !/^(?:everyone|everybody|all|you|me|for|to|and|again|too|so)$/i.test(who)) defects.push({ kind: 'met out of order', detail: `page ${page.page_number}: "${sentence}" before ${who} is met` });
      }
      for (const name of page.scene.characters) {
        if (new RegExp(`\\b${escape(name)},? back (?:home|in|at)\\b`).test(sentence)) defects.push({ kind: 'met out of order', detail: `page ${page.page_number}: ${name} is remembered "back home" while on the page` });
      }
      earlier.push(sentence);
    }
  }
  return defects;
}

/** Words a setting rules out: nobody flies or feels the wind under the sea, and space has no rain or grass. */
const CLASHES: Partial<Record<string, RegExp>> = {
  'under the sea': /\b(?:fl(?:ew|y|ying|ies)|sky|skies|wind|breeze|clouds?(?! of)|rain(?:ed|ing|drops?)?|sunsets?|stars|dusty|dry)\b/i,
  space: /\b(?:wind|breeze|clouds?(?! of)|rain(?:ed|ing|drops?)?|grass|puddles?|waves?|swim(?:s|ming)?|swam|rivers?)\b/i,
  home: /\b(?:sunsets? over the (?:sea|waves)|swam|swim(?:s|ming)?)\b/i,
};

/** A word that cannot be true where the story is set (names masked: a cat may be called Cloud). */
export function settingContradicted(story: ReviewedStory): Defect[] {
  const clash = CLASHES[story.idea.setting ?? story.inputs.setting ?? ''];
  if (!clash) return [];
  const names = story.inputs.characters.map((character) => character.name);
  return story.pages.flatMap((page) => {
    const match = clash.exec(masked(page.text, names));
    return match ? [{ kind: 'setting contradicted' as const, detail: `page ${page.page_number}: "${match[0]}" ${story.idea.setting}` }] : [];
  });
}

/** A book harder than its age group's band (standard Flesch–Kincaid). */
export function outOfBand(story: ReviewedStory): Defect[] {
  const grade = fleschKincaidGrade(story.pages.map((page) => page.text).join(' '));
  return grade > MAX_GRADE[story.inputs.age_group] ? [{ kind: 'out of the reading band', detail: `grade ${grade.toFixed(1)} for ${story.inputs.age_group}` }] : [];
}

/** An animal a page names that the species table has no kind for, so no figure can show it. */
export function animalOutsideTheTable(story: ReviewedStory): Defect[] {
  return story.pages.flatMap((page) => unknownAnimals(page.text).map((word) => ({ kind: 'animal outside the species table' as const, detail: `page ${page.page_number}: "${word}"` })));
}

/** Each story's own defects. */
export function storyDefects(story: ReviewedStory): Defect[] {
  return [
    ...repeatedSentences(story), ...thereWasPlural(story), ...themeDropped(story), ...addedCharacterDropped(story),
    ...spokenToWhileAway(story), ...metOutOfOrder(story), ...settingContradicted(story), ...outOfBand(story),
    ...animalOutsideTheTable(story),
  ];
}

/** A sentence with the cast's names masked, so the same template line is the same across books. */
const masked = (sentence: string, names: readonly string[]) => names.reduce((text, name) => text.replaceAll(name, 'X'), sentence);

/**
 * Sentences (names masked) that appear in more than a fifth of the books, for casts of at least three
 * different parents: lines only a template writes. (Books written for one cast share its theme and
 * setting, so their lines about them do not count as template lines.)
 */
export function stockSentences(stories: readonly ReviewedStory[]): Map<string, number> {
  const books = new Map<string, number>();
  const casts = new Map<string, Set<string>>();
  for (const story of stories) {
    const names = story.inputs.characters.map((c) => c.name);
    for (const sentence of new Set(sentencesOf(story).map((s) => masked(s, names)))) {
      if (words(sentence).length < 4) continue;
      books.set(sentence, (books.get(sentence) ?? 0) + 1);
      casts.set(sentence, (casts.get(sentence) ?? new Set()).add(story.case.cast));
    }
  }
  return new Map([...books].filter(([sentence, count]) => count > stories.length / 5 && (casts.get(sentence)?.size ?? 0) >= 3));
}

/** How many of each defect kind a set of stories has. */
export function countDefects(stories: readonly ReviewedStory[]): Record<DefectKind, number> {
  const counts = Object.fromEntries(DEFECT_KINDS.map((kind) => [kind, 0])) as Record<DefectKind, number>;
  for (const story of stories) for (const defect of storyDefects(story)) counts[defect.kind] += 1;
  counts['stock sentence'] = stockSentences(stories).size;
  return counts;
}
