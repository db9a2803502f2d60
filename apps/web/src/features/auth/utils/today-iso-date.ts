/** Today as YYYY-MM-DD in the visitor's time zone, for the `max` of date-of-birth inputs. */
export function todayIsoDate(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
