import { describe, expect, it } from 'vitest';
import { addMonths, nextPeriodCovering } from './period-math';

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths(new Date('2026-03-15T10:00:00Z'), 1).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });
  it('clamps to the end of a shorter month and crosses years', () => {
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2026-12-10T00:00:00Z'), 1).toISOString()).toBe('2027-01-10T00:00:00.000Z');
  });
});

describe('nextPeriodCovering', () => {
  it('starts where the previous period ended', () => {
    const period = nextPeriodCovering(new Date('2026-02-01T00:00:00Z'), new Date('2026-02-01T00:05:00Z'));
    expect(period).toEqual({ start: new Date('2026-02-01T00:00:00Z'), end: new Date('2026-03-01T00:00:00Z') });
  });
  it('skips periods nobody renewed in, ending after now', () => {
    const period = nextPeriodCovering(new Date('2026-02-01T00:00:00Z'), new Date('2026-04-20T00:00:00Z'));
    expect(period).toEqual({ start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') });
  });
});
