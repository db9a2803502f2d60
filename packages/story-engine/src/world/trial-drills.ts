/**
 * The drills of a team's trials, by sport ("football trials": dribbling round the cones, then shooting at the goal), for
 * the trial's lines (`plots/trial-lines.ts`: {drill}, {skill}). A game not here holds no trials of this kind.
 */

/** Team games a trial is held for, each with its warm-up drill and the skill it ends on. */
const DRILLS: readonly [RegExp, { drill: string; skill: string }][] = [
  [/\b(?:football|soccer)\b/i, { drill: 'dribbling in and out of the cones', skill: 'shooting at the goal' }],
  [/\bnetball\b/i, { drill: 'passing in threes, with no running with the ball', skill: 'shooting at the hoop' }],
  [/\brugby\b/i, { drill: 'passing backwards down the line', skill: 'tackling the big pads' }],
  [/\bbasketball\b/i, { drill: 'dribbling round the cones', skill: 'shooting from the line' }],
  [/\bcricket\b/i, { drill: 'catching the high balls', skill: 'batting in the nets' }],
  [/\bhockey\b/i, { drill: 'dribbling the ball round the cones with the stick', skill: 'hitting at the goal' }],
];

const GENERAL = { drill: 'the passing drill', skill: 'the shooting drill' };

/** Whether what a trial is of is a team game held by trials (a quiz or a relay has none). */
export const isTrialGame = (of: string): boolean => DRILLS.some(([sport]) => sport.test(of));

/** A trial's line with the sport's own drill and skill put in. */
export function withDrills(line: string, of: string | undefined): string {
  const own = (of ? DRILLS.find(([sport]) => sport.test(of))?.[1] : undefined) ?? GENERAL;
  return line.replaceAll('{drill}', own.drill).replaceAll('{skill}', own.skill);
}

