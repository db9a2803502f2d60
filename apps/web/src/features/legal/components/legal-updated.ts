/** The date both policies were last changed in substance. */
export const LEGAL_UPDATED = '26 November 2026';
