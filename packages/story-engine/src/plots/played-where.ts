/**
 * A match's lines as true of its sport (round 19): a game on a court (basketball, netball, volleyball) has trainers and a
 * polished floor, no boots or mud; a game with no shoot-out (basketball, netball, rugby, cricket) is never "won on
 * penalties". Read 44's family: a basketball game ended "kept the muddy socks as they were, for luck".
 */
const ON_A_COURT = /\b(?:basketball|volleyball|handball|futsal|netball|badminton|table tennis|squash|dodgeball)\b/i;
const NO_SHOOT_OUT = /\b(?:basketball|volleyball|handball|netball|rugby|cricket|rounders|baseball|tennis|badminton|table tennis|squash|chess|dodgeball|quiz)\b/i;

const COURT: ReadonlyArray<[RegExp, string]> = [
  [/checked everyone's boots/g, 'checked everyone\'s trainers'],
  [/kept the muddy socks as they were, for luck/g, 'kept the lucky socks on until bedtime'],
  [/washed the mud off and thought/g, 'sat on the bottom stair, still in {his} trainers, and thought'],
];

const LEVEL: ReadonlyArray<[RegExp, string]> = [
  [/it finished level, and the other side won on penalties/g, 'it was level until the very last minute, and then the other side scored'],
  [/went over the penalties once more, and then let them go/g, 'went over the last minute once more, and then let it go'],
];

export function asPlayedThere(line: string, of: string): string {
  const swaps = [...(ON_A_COURT.test(of) ? COURT : []), ...(NO_SHOOT_OUT.test(of) ? LEVEL : [])];
  return swaps.reduce((said, [from, to]) => said.replace(from, to), line);
}
