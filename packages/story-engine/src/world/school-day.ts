/**
 * A day spent at school ("losing my tooth at school", a morning lesson on the page): a parent does not come into the
 * classroom, so a child alone there is with a classmate, never "Mum was with her" and "Mum carried the heavy things" on
 * a school day (round 12c). Mum at the gate at home time is the entry's own line.
 */
const SCHOOL_SAID = /\b(?:at|in) (?:school|class|the classroom|the playground)\b/i;
const SCHOOL_DAY_LINES = /\b(?:at school|in class|the classroom|(?:morning|afternoon) lesson|break ?time|playtime)\b/i;

/** Whether the parent's theme or the told entry's opening and tries put the day at school. */
export const isASchoolDay = (theme: string | undefined, told?: object): boolean =>
  SCHOOL_SAID.test(theme ?? '') || (told !== undefined && 'opening' in told && SCHOOL_DAY_LINES.test(JSON.stringify([told.opening, 'tries' in told ? told.tries : []])));
