import nlp from 'compromise';
import type { StoryPage } from '@studio/contracts/stories';
import { splitSentences } from '../../src/index';
import type { ParentTheme } from './parent-inputs';

/**
 * Round 12: what the writer does with words it cannot place. A stock frame the parent's words are put in ("would
 * never forget …", "had been thinking about …", "got everything ready for …") reads right only round a thing; round a
 * clause it is "would never forget that who took the class trophy". Judged from the page text alone.
 */
export interface PasteFinding {
  detector: 'theme pasted in a frame' | 'sad theme in a cheerful plot';
  detail: string;
}

/** The engine's frames that take a noun phrase, and what follows them up to the end of the clause. */
const FRAMES = /\b(?:would never forget(?! what that day taught)|had been thinking about|has been thinking about|even dreamed about|loved to imagine|dreamed of|taught (?:him|her|them) about|got everything ready for|to get|looked at(?= the\b)|help with)\s+([^.!?,;"]+)/gu;

/** A body part said as "the hands": a doing of the child's own body told as a thing of the house. */
const THE_BODY = /^the (?:hands|teeth|tooth|face|feet|hair|nails)\b/i;

/** "helping grandma water the plants", "helping my sister learn to read": a person and that person's own verb after the doing. */
const SOMEONE_ELSES_DOING = /^(?:helping|watching|letting|teaching)\s+(?:(?:my|our|his|her)\s+)?(?:(?:little|big|baby)\s+)?(?:mum|mummy|mom|dad|daddy|grandma|granny|gran|nana|nan|grandpa|grandad|sister|brother|cousin|friend|auntie|aunt|uncle|teacher|\p{Lu}\p{Ll}+)\s+(?!(?:with|in|at|on|by|for|and|the|a|an|out|around|round)\b)\p{L}+/iu;

/** Whether the words after a frame are a clause or a said word, not a thing: "that who took …", "a friend who is unkind …", "the bye". */
function notAThing(phrase: string): boolean {
  const words = phrase.replace(/^(?:that|those|the|a|an)\s+/i, '');
  if (/^(?:who|what|which|when|where|why|how)\b/i.test(words) || /\b(?:who|which|whose)\b/i.test(words)) return true;
  if (THE_BODY.test(phrase) || /^the (?:bye|hello|goodbye|goodnight|swim)\b/i.test(phrase)) return true;
  // A doing with someone else's doing inside it: "helping grandma water the plants", "helping my sister learn to read".
  if (SOMEONE_ELSES_DOING.test(words)) return true;
  // A finite verb after the head noun: "that our goldfish died", "those kids are mean".
  return nlp(words).match('#Noun (#Copula|#PastTense|#PresentTense) .').found && !nlp(words).has('#Gerund');
}

export function themePastedInAFrame(pages: readonly StoryPage[]): PasteFinding[] {
  const found: PasteFinding[] = [];
  for (const page of pages) {
    for (const sentence of splitSentences(page.text)) {
      for (const match of sentence.matchAll(FRAMES)) {
        if (notAThing(match[1]!.trim())) found.push({ detector: 'theme pasted in a frame', detail: `page ${page.page_number}: "${sentence}"` });
      }
    }
  }
  return found;
}

/** A loss, an illness or an unkindness, in the parent's words (the detector's own list, not the engine's). */
const HEAVY = /\b(?:died|dead|death|passed away|funeral|sick|ill|poorly|cancer|dementia|hospital|care home|mean|unkind|bull(?:y|ied|ying)|ugly|flooded|fire at|nobody came)\b/i;
/** Words of a party, a treasure quest or a comic mystery. */
const CHEERFUL = /\b(?:party|treasure|detective|clues?|quest)\b/i;

/** A theme of loss, illness or unkindness whose book is a party, a treasure quest or a mystery on two or more pages. */
export function sadThemeInACheerfulPlot(theme: ParentTheme | undefined, pages: readonly StoryPage[]): PasteFinding[] {
  if (!theme || !HEAVY.test(theme.text)) return [];
  const cheerful = pages.filter((page) => CHEERFUL.test(page.text));
  return cheerful.length >= 2 ? [{ detector: 'sad theme in a cheerful plot', detail: `"${theme.text}": ${CHEERFUL.exec(cheerful[0]!.text)?.[0]} on ${cheerful.length} pages` }] : [];
}
