import { occasionGameIn } from '../world/occasion-games';
import type { DayReading } from './read-day';
import { dayAt, readGameOccasion } from './read-occasion';

/** Where the occasion begins after the game: "… at Noah's party", "… for Ben's birthday", "… on sports day". */
const AT = /\s+(?:at|for|on|during)\s+(?=\S)/gi;

/**
 * A game or show played at an occasion ("a treasure hunt at Lily's birthday party", "musical chairs at Noah's party",
 * "hide and seek at the wedding", "the magic show at my birthday"): the occasion is the story's day, its host and place as
 * the parent named them, and the game is its middle, in the game's own steps (`plots/occasion-kit.ts`). Held-out read 45
 * told the first as the quest's old map in a forest, chosen by the words "treasure hunt", with no party in it at all.
 */
export function gameAtOccasion(text: string): DayReading | undefined {
  for (const found of text.matchAll(AT)) {
    const inner = text.slice(0, found.index);
    const game = occasionGameIn(inner);
    if (!game) continue;
    const occasion = readGameOccasion(text.slice(found.index! + found[0].length).trim());
    // "Scared of the magician at Ben's party": the day opens on the worry, and the game is where it is met.
    if (occasion) return { ...dayAt({ ...occasion, game }), ...(FELT.test(inner) ? { worried: true as const } : {}) };
  }
  // A party game said alone ("musical chairs", "playing pass the parcel") is played at a party, never a lullaby or a parcel in the post.
  const bare = text.trim().replace(ALONE, '');
  const alone = occasionGameIn(bare);
  return alone?.partyGame && alone.words.exec(bare)?.[0].length === bare.length ? dayAt({ name: 'the party', head: 'party', dropOff: true, game: alone }) : undefined;
}

/** Words of a feeling said of the game. */
const FELT = /\b(?:scared|afraid|frightened|nervous|worried|worry|shy|hates?|fear)\b/i;

/** The words a game said alone may come with: "playing", "a game of", "the". */
const ALONE = /^(?:(?:playing|play|a game of|games? of|an?|the)\s+)+/i;
