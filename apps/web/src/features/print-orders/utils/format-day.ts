/** "Tue 1 Dec" from an ISO date (YYYY-MM-DD), read as a calendar day wherever the browser is. */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}
