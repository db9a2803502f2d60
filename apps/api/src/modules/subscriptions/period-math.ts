/** Calendar months in UTC; the day is clamped to the month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface Period {
  start: Date;
  end: Date;
}

export const periodStartingAt = (start: Date): Period => ({ start, end: addMonths(start, 1) });

/** The period after one that ended at `previousEnd`, skipping whole periods missed while nothing ran. */
export function nextPeriodCovering(previousEnd: Date, now: Date): Period {
  let period = periodStartingAt(previousEnd);
  while (period.end <= now) period = periodStartingAt(period.end);
  return period;
}
