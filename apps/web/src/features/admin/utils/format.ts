const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const month = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const count = new Intl.NumberFormat('en-GB');

/** "24 Nov 2026, 10:05" in the administrator's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "24 Nov 2026". */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** "Nov 26" from "2026-11" (a calendar month in UTC, as the dashboard counts them). */
export function formatMonth(yearMonth: string): string {
  const [year, monthNumber] = yearMonth.split('-').map(Number);
  return month.format(new Date(Date.UTC(year!, monthNumber! - 1, 1)));
}

/** "12,345". */
export const formatCount = (value: number) => count.format(value);

/** "+50" / "−20" for a change of credits. */
export const formatDelta = (delta: number) => (delta > 0 ? `+${formatCount(delta)}` : `−${formatCount(Math.abs(delta))}`);

/** "in_production" → "In production" for machine words shown to people. */
export function humanize(word: string): string {
  const spaced = word.replaceAll(/[_.-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const calendarDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "10 Dec 1990" from "1990-12-10": a calendar day, the same wherever the browser is. */
export const formatCalendarDay = (isoDate: string) => calendarDay.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
