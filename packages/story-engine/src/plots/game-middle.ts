import type { Wording } from '../world/catalogue/theme-entry';
import type { OccasionGame } from '../world/occasion-games';
import type { OccasionReading } from '../understand/read-occasion';

/** Where a game is played when the parent names no place: a wedding's garden, a fair's field, the hero's house, a party's hall. */
function gameGround(occasion: OccasionReading): string {
  // At the host's house, "the house": "all round Ben's house" would read as the hero's once a pronoun takes the name.
  if (occasion.place?.endsWith("'s house")) return 'the house';
  if (occasion.place) return occasion.place;
  if (occasion.own) return 'the house';
  return ({ wedding: 'the garden', sleepover: 'the house', fair: 'the field', fete: 'the field', fayre: 'the field' } as Readonly<Record<string, string>>)[occasion.head] ?? 'the hall';
}

const lines = (wording: Wording): readonly string[] => (typeof wording === 'string' ? [wording] : wording);
const wordingOf = (options: readonly string[]): Wording => [options[0]!, ...options.slice(1)];

/**
 * A game played at an occasion (`understand/game-at-occasion.ts`) as the occasion's middle: the arrival, then the game set
 * up where it is played, as the first try (so a book of few pages never plays it before it is set up); two of the game's
 * own steps that go a little wrong; its turn and its best moment.
 */
export function gameMiddle(game: OccasionGame, occasion: OccasionReading, arrive: Wording): { tries: readonly [Wording, Wording, Wording]; turn: Wording; best: Wording; win: string } {
  const ground = gameGround(occasion);
  const at = (wording: Wording): Wording => wordingOf(lines(wording).map((line) => line.replaceAll('{where}', ground)));
  const setUp = lines(at(game.setup));
  const arrived = wordingOf(lines(arrive).flatMap((first) => setUp.map((setup) => `${first} ${setup}`)));
  return { tries: [arrived, at(game.tries[0]), at(game.tries[1])], turn: game.turn, best: game.best, win: game.win };
}
