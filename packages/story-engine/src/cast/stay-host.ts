import type { Character } from '@studio/contracts/stories';
import { kinPronoun } from './kin-pronoun';

/** "at nonna's", "to grandad's house", "at my granny's place", "at grandmas": the kin word whose home it is. */
const AT_KIN = /\b(?:at|to)\s+(?:my |our )?(\p{L}+?)(?:['’]s|s)(?:\s+(?:house|home|flat|place|cottage|bungalow))?\b/iu;

/**
 * The grown-up of the family whose home a drop-off stay is at ("a sleepover at nonna's"): the one who looks after a
 * hero the parent gave no one else, never Mum or Dad made up to stay the night after the page that says "all on her own".
 */
export function stayHostIn(theme: string | undefined): { stayHost?: Character } {
  const word = AT_KIN.exec(theme ?? '')?.[1];
  if (!word || kinPronoun(word) === 'they') return {};
  return { stayHost: { name: `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`, kind: 'grown-up', pronoun: kinPronoun(word), appearance: {}, traits: [] } };
}
