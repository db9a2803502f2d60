/**
 * Which of `stages` each of `count` pages shows, spread evenly from the first stage (on the first page)
 * to the last (on the last page): a clock before a party, a day going by. With more stages than pages,
 * some stages are skipped; with more pages than stages, some pages show none. No stage is shown twice.
 */
export function spreadOver<T>(stages: readonly T[], count: number): (T | undefined)[] {
  const lastStage = stages.length - 1;
  const lastPage = count - 1;
  if (count <= 1 || lastStage < 1) return Array.from({ length: count }, (_, step) => (step === 0 ? stages[0] : undefined));
  if (count > stages.length) {
    const pages = new Map(stages.map((stage, index) => [Math.round((index * lastPage) / lastStage), stage]));
    return Array.from({ length: count }, (_, step) => pages.get(step));
  }
  return Array.from({ length: count }, (_, step) => stages[Math.round((step * lastStage) / lastPage)]);
}
