import { capitalize } from '../core/text';

/** A sentence that opens on the morning: "In the morning, sunshine came through the curtains." */
const MORNING_OPENER = /^(?:In the morning|The next morning|Next morning)(?:,\s*|\s+)(?=\S)/;
/** A page that tells of a morning, or of night falling after it. */
const MORNING = /\b(?:In the morning|The next morning|Next morning|One morning|That morning)\b/i;
const NIGHT = /\b(?:night|bedtime|dark|asleep|went to bed|to sleep)\b/i;

/**
 * Time of day runs forward once: a book whose turn says "In the morning, Zainab gave her card" and whose next page says
 * "In the morning the stocking was lumpy and full" has two mornings. A morning said again with no night between is the
 * same morning, and its line is told without the opener.
 */
export function withMorningOnce<T extends { sentences: string[] }>(pages: readonly T[]): T[] {
  let morning = false;
  return pages.map((page) => {
    const sentences = page.sentences.map((sentence) => {
      if (morning && MORNING_OPENER.test(sentence)) return capitalize(sentence.replace(MORNING_OPENER, ''));
      if (MORNING.test(sentence)) morning = true;
      else if (NIGHT.test(sentence)) morning = false;
      return sentence;
    });
    return { ...page, sentences };
  });
}
