/**
 * The id of each general frame's plot (`plots/frames.ts`), in a module with no imports. The readers in understand/ and
 * the plots in plots/ import each other in circles (read-theme -> read-day -> read-occasion -> read-theme; frames ->
 * the-day -> theme-story -> ... -> frames), so an id declared in a reader was still uninitialised when the circle was
 * entered from that reader ("Cannot access 'DAY_PLOT_ID' before initialization"). The readers re-export their id;
 * code in plots/, idea/, story/ and cast/ imports it from here.
 */
export const BODY_PLOT_ID = 'the-body';
export const CHANGE_PLOT_ID = 'the-change';
export const CONTEST_PLOT_ID = 'the-contest';
export const DAY_PLOT_ID = 'the-day';
/** A day out told in the steps any visit has, when the day's own row is over the listener's band (`plots/the-day.ts`). */
export const VISIT_PLOT_ID = 'the-visit';
export const HABIT_PLOT_ID = 'the-habit';
export const INTEREST_PLOT_ID = 'the-interest';
export const JOB_PLOT_ID = 'the-job';
export const MAKING_PLOT_ID = 'the-making';
export const RELATION_PLOT_ID = 'the-relation';
export const WANTING_PLOT_ID = 'the-wanting';
