/**
 * A line with a step-free way, `{onfoot:up the stairs|round the path}`: a day at a place of stairs (a lighthouse) goes
 * where a wheelchair can, or says the honest alternative, for a hero who uses one; the first way for everyone else.
 * Wheelchair wording of feet and legs (`cast/wheelchair-wording.ts`) cannot mend a climb ("his wheels got tired").
 */
const ON_FOOT = /\{onfoot:((?:[^{}|]|\{[^{}]*\})*)\|((?:[^{}|]|\{[^{}]*\})*)\}/g;

export function stepFree(line: string, wheels: boolean | undefined): string {
  return line.replace(ON_FOOT, (_all, walking: string, wheeling: string) => (wheels ? wheeling : walking));
}
