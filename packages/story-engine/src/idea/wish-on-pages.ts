import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { listNames } from '../core/text';
import { frameById } from '../plots/frames';
import { comicBeatsTold } from '../plots/comic-beats';
import { comicEntryOf } from '../plots/frame-jokes';
import { pagesOf } from './fits-its-band';

interface Refined {
  idea: StoryIdea;
  inputs: StoryInputs;
}

/** "funnier", "more jokes", "sillier": the wishes whose carrying out the idea names by the jokes on the pages. */
const FUNNIER = /\bfunn(?:y|ier)\b|\bjokes?\b|\bmore laughs?\b|\bhumou?r\w*\b|\blaugh\w*\b|\bsill(?:y|ier)\b|\bgoofy\b|\bwacky\b/i;

/**
 * What a wish did, read off the pages the refined idea writes (round 15): a parent who asked for "funnier" is told the jokes
 * the book now has ("Funnier now, with jokes of the restaurant itself: a napkin worn as a giant bib"), or plainly that it
 * has none of its theme's own; one asked to be left out who is still on the pages (the dad a job story is about), or one
 * added who never appears, is said in one plain sentence. A wish is carried out or declined, never claimed and not done.
 */
export function sayWhatTheWishDid(before: Refined, after: Refined, feedback: string): StoryIdea {
  const pages = pagesOf(after.idea, after.inputs);
  if (!pages) return after.idea;
  const said = [lengthSentence(before, after), funnierSentence(after, feedback, pages), ...castSentences(before, after, pages)].filter((line): line is string => line !== undefined);
  return said.length === 0 ? after.idea : { ...after.idea, summary: [after.idea.summary, ...said].join(' ') };
}

function funnierSentence({ idea, inputs }: Refined, feedback: string, pages: readonly string[]): string | undefined {
  // Declined already (a sad theme, a book as silly as it goes), or not asked.
  if (!FUNNIER.test(feedback) || /could not make it (?:much )?(?:funn|sill|jok|laugh|humo)/i.test(idea.summary)) return undefined;
  if (idea.tone !== 'funny' && idea.tone !== 'silly') return undefined;
  const entry = comicEntryOf(idea.plot, inputs.theme, inputs.age_group);
  const theme = (inputs.theme ?? '').trim().replace(/["“”]/g, "'");
  const story = theme ? `a story of "${theme}"` : 'this story';
  if (entry && !entry.tender && !entry.hushed) {
    const told = comicBeatsTold(entry, pages, inputs.theme);
    if (told.own.length > 0) return `Funnier now, with jokes ${frameById(entry.id) ? 'of its own' : `of ${entry.name} itself`}: ${listNames(told.own.map((joke) => joke.gist))}.`;
    if (told.family >= 2) return `Funnier now, with a few giggles on its middle pages; the built-in writer has no jokes of ${entry.name} itself yet, and an AI writer can add them.`;
  }
  if (entry || frameById(idea.plot)) return `The built-in writer could not make it much funnier: ${story} has only a giggle or two, and no jokes of its own yet; an AI writer can add them.`;
  return undefined;
}

/** A book made shorter or longer says so: the page count is what a parent checks. */
function lengthSentence(before: Refined, after: Refined): string | undefined {
  const [was, now] = [LENGTHS.indexOf(before.inputs.story_length), LENGTHS.indexOf(after.inputs.story_length)];
  if (was === now) return undefined;
  return `${now < was ? 'Shorter' : 'Longer'} now: a ${after.inputs.story_length} book instead of a ${before.inputs.story_length} one.`;
}

const LENGTHS: readonly StoryInputs['story_length'][] = ['short', 'medium', 'long'];

/** Someone the wish left out who is still on the pages, or someone it added who is not. */
function castSentences(before: Refined, after: Refined, pages: readonly string[]): string[] {
  const text = pages.join(' ');
  const on = (name: string) => new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text);
  const names = (refined: Refined) => new Set(refined.idea.characters.map((member) => member.name));
  const was = names(before);
  const now = names(after);
  const theme = (after.inputs.theme ?? '').trim().replace(/["“”]/g, "'");
  const story = theme ? `a story of "${theme}"` : 'this story';
  const kept = [...was].filter((name) => !now.has(name) && on(name)).map((name) => `The built-in writer could not leave ${name} out: ${story} has ${name} in it; an AI writer can tell it without.`);
  const missing = [...now].filter((name) => !was.has(name) && !on(name) && !new RegExp(`${name}[^.]*\\bstays? at home`).test(after.idea.summary)).map((name) => `The built-in writer could not fit ${name} into ${story}; an AI writer can.`);
  return [...kept, ...missing];
}
