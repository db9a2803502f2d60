import nlp from 'compromise';
import { splitSentences } from '../../src/index';
import { WENT_WRONG } from '../../src/plots/theme-story';

/**
 * Stock filler lines that read wrong on the page (held-out read 44, round 19): each detector reads only the book's pages
 * (and the theme the parent typed), so a line is caught however the engine came to write it.
 */
export const FILLER_DEFECTS = ['loved the theme\'s doing', 'remembered nothing', 'wished a sound', 'callback without setup', 'fragment as a sentence'] as const;
export type FillerDefect = (typeof FILLER_DEFECTS)[number];

export interface FillerFinding {
  defect: FillerDefect;
  line: string;
}

/** "Ines loved riding, too." where the theme was "riding on Grandad's tractor": a gerund of the theme's own doing as an interest. */
function lovedTheDoing(sentence: string, theme: string): boolean {
  const loved = /\bloved (\p{L}+ing)\b(?: \p{L}+)?, too\./u.exec(sentence);
  return loved !== null && new RegExp(`\\b${loved[1]}\\b`, 'i').test(theme);
}

/** "Hana remembered the time she looked up.": a time brought back that says nothing went wrong in it. */
function rememberedNothing(sentence: string, next: string | undefined): boolean {
  const time = /\bremembered the time (?:when )?([^.!?]+)[.!?]/.exec(sentence);
  // What went wrong may be told straight after ("… look over the side. The boat rocked, and she sat down with a bump."),
  // but not by what the hero saw from it.
  const after = next && !/^\S+ (?:saw|noticed|knew|found out) /.test(next) ? next : '';
  return time !== null && !WENT_WRONG.test(`${time[1]!} ${after}`);
}

/** "Kofi shut his eyes and wished: kick, kick.": a wish that is a sound, not the outcome in words. */
const wishedASound = (sentence: string): boolean => /\bwished: \p{Ll}[\p{L}-]*(?:,? \p{Ll}[\p{L}-]*)?[.!]$/u.test(sentence);

/**
 * A line that calls back to something an earlier page set up, with no page before it setting it up: the heart on the
 * hand nobody drew, the marks out of ten nobody asked for.
 */
const CALLBACKS: readonly { callback: RegExp; setup: RegExp }[] = [
  { callback: /\bthe heart on (?:his|her|their|\p{Lu}\p{L}*'s) hand\b/u, setup: /\bheart on\b/ },
  { callback: /\bwhich \p{Lu}\p{L}* took as an? \p{L}+\./u, setup: /\bout of ten\b/i },
  { callback: /^"Ten," \p{Lu}\p{L}* told\b/u, setup: /\bout of ten\b/i },
  { callback: /\bpaid up at once\b|\bthe best bet\b/, setup: /\bBet you\b/ },
  { callback: /\bno moon, then\b|\bNo moon for us\b/, setup: /\bmoving to the moon\b/ },
];

/** "A sticker on its spine that said which shelf it lived on.": a noun and what it is like, with no verb of its own. */
function fragment(sentence: string): boolean {
  const relative = /^(?:A|An|Some) ([^,"“”]*?) (?:that|which|who) (\S+)/.exec(sentence);
  if (!relative) return false;
  // "A baby that small made …" is no relative clause: "that" is "so".
  const opens = nlp(relative[2]!);
  if (opens.has('#Adjective') && !opens.has('#Verb')) return false;
  return !nlp(relative[1]!).has('#Verb');
}

/** Each defect on the pages of one book, with the line it is in. */
export function fillerFindings(pages: readonly { text: string }[], theme: string | undefined): FillerFinding[] {
  const found: FillerFinding[] = [];
  const earlier: string[] = [];
  for (const page of pages) {
    const sentences = splitSentences(page.text);
    for (const [index, sentence] of sentences.entries()) {
      if (theme && lovedTheDoing(sentence, theme)) found.push({ defect: 'loved the theme\'s doing', line: sentence });
      if (rememberedNothing(sentence, sentences[index + 1])) found.push({ defect: 'remembered nothing', line: sentence });
      if (wishedASound(sentence)) found.push({ defect: 'wished a sound', line: sentence });
      if (fragment(sentence)) found.push({ defect: 'fragment as a sentence', line: sentence });
      const before = earlier.join(' ');
      if (CALLBACKS.some(({ callback, setup }) => callback.test(sentence) && !setup.test(before))) found.push({ defect: 'callback without setup', line: sentence });
      earlier.push(sentence);
    }
  }
  return found;
}
