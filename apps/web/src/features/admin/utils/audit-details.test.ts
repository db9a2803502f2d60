import { describe, expect, it } from 'vitest';
import { auditChanges, showValue } from './audit-details';

describe('audit details', () => {
  it('pairs each field before and after', () => {
    expect(auditChanges({ before: { status: 'paid' }, after: { status: 'shipped', tracking: { number: 'RM1' } } })).toEqual([
      { field: 'status', before: 'paid', after: 'shipped' },
      { field: 'tracking', after: '{"number":"RM1"}' },
    ]);
  });

  it('keeps other facts as changes with only an after', () => {
    expect(auditChanges({ before: { is_active: true }, after: { is_active: false }, subscriptions_ending: 3 })).toEqual([
      { field: 'is_active', before: 'true', after: 'false' },
      { field: 'subscriptions_ending', after: '3' },
    ]);
  });

  it('cuts long values', () => {
    expect(showValue('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
