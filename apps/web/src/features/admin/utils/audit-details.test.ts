import { describe, expect, it } from 'vitest';
import { auditChanges, showValue } from './audit-details';

describe('audit details in words', () => {
  it('pairs each field before and after, and spells out nested facts', () => {
    expect(auditChanges({ before: { status: 'paid' }, after: { status: 'shipped', tracking: { number: 'RM1', url: null } } })).toEqual([
      { field: 'status', label: 'Status', before: 'paid', after: 'shipped' },
      { field: 'tracking.number', label: 'Tracking › Number', after: 'RM1' },
      { field: 'tracking.url', label: 'Tracking › Url', after: 'none' },
    ]);
  });

  it('shows only what changed inside a settings group saved whole, never raw JSON', () => {
    const changes = auditChanges({
      before: { brand: { name: 'Storybook studio', support_email: 'help@old.example', colours: ['#fff', '#000'] } },
      after: { brand: { name: 'Storybook studio', support_email: 'help@new.example', colours: ['#fff', '#111'] } },
    });
    expect(changes).toEqual([
      { field: 'brand.support_email', label: 'Brand › Support email', before: 'help@old.example', after: 'help@new.example' },
      { field: 'brand.colours', label: 'Brand › Colours', before: '#fff, #000', after: '#fff, #111' },
    ]);
    expect(changes.flatMap((change) => [change.before, change.after]).join(' ')).not.toMatch(/[{}]/);
  });

  it('reads yes/no, none, money in minor units, times and lists of records', () => {
    expect(auditChanges({ before: { is_active: true, price_cents: 999, retired_at: null }, after: { is_active: false, price_cents: 1250, retired_at: '2026-11-24T09:05:00.000Z' }, subscriptions_ending: 3 })).toEqual([
      { field: 'is_active', label: 'Is active', before: 'yes', after: 'no' },
      { field: 'price_cents', label: 'Price cents', before: '9.99', after: '12.50' },
      { field: 'retired_at', label: 'Retired at', before: 'none', after: expect.stringMatching(/^24 Nov 2026, \d{2}:05$/) },
      { field: 'subscriptions_ending', label: 'Subscriptions ending', after: '3' },
    ]);
    expect(auditChanges({ after: { prices: [{ binding: 'perfect', price_cents: 500 }] } })).toEqual([
      { field: 'prices.1.binding', label: 'Prices › #1 › Binding', after: 'perfect' },
      { field: 'prices.1.price_cents', label: 'Prices › #1 › Price cents', after: '5.00' },
    ]);
  });

  it('cuts long values', () => {
    expect(showValue('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
