import type { AgeGroup } from '@studio/contracts/stories';
import type { ReferOptions } from './refer-to-cast';

/** How much a page says and how, for one reading level. */
export interface AgeStyle {
  /** The plot's refrain, asked twice while the problem stands and answered at the turn. */
  refrain: boolean;
  /** A line in the tone's voice on every nth page (0: never). */
  flourishEvery: number;
  /** How many of a page's richer sentences to keep. */
  moreCount: number;
  /** A sentence of setting detail on every nth page (0: never). */
  detailEvery: number;
  /** The hero's thoughts while the problem is being solved. */
  thoughts: boolean;
  /** Join pairs of short sentences into longer ones. */
  joinSentences: boolean;
  /** How characters are referred to after their first mention on a page. */
  refer: ReferOptions;
  /** Break "X, and Y" into two short sentences. */
  splitCompounds: boolean;
  /** A friend's short cheer or sigh, on every nth page (0: never) — toddlers love the echo. */
  echoEvery: number;
  /** Most of a page's own sentences to keep (the closing line always stays). */
  maxCoreSentences: number;
  /** Longest tone line (in words) worth adding; the youngest get only the short ones. */
  maxFlourishWords: number;
  /**
   * No scenery or tone lines from the turn on: older readers want the story to end, not to look around.
   * 'scenery': no scenery, but the tone's voice goes on (six to eight, whose funny story stays funny).
   */
  quietAfterTurn?: boolean | 'scenery';
}

const TODDLER: AgeStyle = {
  refrain: true, flourishEvery: 4, moreCount: 0, detailEvery: 0, thoughts: false, joinSentences: false,
  refer: { useKinds: true, carryAcrossPages: false }, splitCompounds: true, echoEvery: 3, maxFlourishWords: 7, maxCoreSentences: 3,
};
const PRESCHOOL: AgeStyle = {
  refrain: true, flourishEvery: 3, moreCount: 0, detailEvery: 0, thoughts: false, joinSentences: false,
  refer: { useKinds: true, carryAcrossPages: false }, splitCompounds: true, echoEvery: 0, maxFlourishWords: 8, maxCoreSentences: 5,
};
const EARLY_READER: AgeStyle = {
  refrain: false, flourishEvery: 2, moreCount: 1, detailEvery: 3, thoughts: false, joinSentences: false, quietAfterTurn: 'scenery',
  refer: { useKinds: false, carryAcrossPages: false }, splitCompounds: false, echoEvery: 0, maxFlourishWords: 30, maxCoreSentences: 6,
};
/**
 * Nine to twelve: the plot's own lines and the hero's thoughts about it (see `withOlderVoice`) carry the
 * page, so scenery and tone lines are rare, and the stock thoughts that fit any plot are left out.
 */
const CONFIDENT_READER: AgeStyle = {
  refrain: false, flourishEvery: 6, moreCount: 3, detailEvery: 8, thoughts: false, joinSentences: true, quietAfterTurn: true,
  refer: { useKinds: false, carryAcrossPages: false }, splitCompounds: false, echoEvery: 0, maxFlourishWords: 30, maxCoreSentences: 6,
};

/** A plainer style for older readers: as rare in scenery and tone lines as theirs. */
const sparing = (style: AgeStyle): AgeStyle => ({ ...style, detailEvery: CONFIDENT_READER.detailEvery, flourishEvery: CONFIDENT_READER.flourishEvery, quietAfterTurn: true });
/** The same style, naming characters less: a pronoun carries over from page to page. */
const carried = (style: AgeStyle): AgeStyle => ({ ...style, refer: { useKinds: true, carryAcrossPages: true } });
/** The last resort for a long name shared pronoun: "she" is the heroine unless another name intervenes. */
const heroFirst = (style: AgeStyle): AgeStyle => ({ ...style, refer: { useKinds: true, carryAcrossPages: true, heroInFocus: true } });
/**
 * A board book, for when nothing else fits: a friend's short cheer on every page, no tone lines (they run
 * longer), and "she" wherever it is clear, even in sentences that then name nothing else of the story.
 */
const BOARD_BOOK: AgeStyle = {
  ...TODDLER, echoEvery: 2, flourishEvery: 0, refer: { useKinds: true, carryAcrossPages: true, heroInFocus: true, evenIfPlain: true },
};

/**
 * Styles to try for each age group, richest first. The writer measures the finished story and steps down
 * until the Flesch–Kincaid grade fits, so a long name or a long custom lesson cannot push it out of band:
 * first it names characters less often, then it writes shorter pages.
 */
export const STYLE_LADDER: Record<AgeGroup, readonly AgeStyle[]> = {
  '0-2': [TODDLER, carried(TODDLER), heroFirst(TODDLER), BOARD_BOOK],
  '3-5': [PRESCHOOL, carried(PRESCHOOL), carried(TODDLER), heroFirst(TODDLER), BOARD_BOOK],
  '6-8': [EARLY_READER, carried(EARLY_READER), carried({ ...EARLY_READER, detailEvery: 0, splitCompounds: true }), carried(PRESCHOOL), heroFirst(PRESCHOOL)],
  '9-12': [CONFIDENT_READER, carried(CONFIDENT_READER), carried({ ...CONFIDENT_READER, joinSentences: false }), carried(sparing(EARLY_READER)), heroFirst(sparing(EARLY_READER))],
};

/** Highest Flesch–Kincaid grade allowed for each age group. */
export const MAX_GRADE: Record<AgeGroup, number> = { '0-2': 2, '3-5': 2, '6-8': 4, '9-12': 7 };
