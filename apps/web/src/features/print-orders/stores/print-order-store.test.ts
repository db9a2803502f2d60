import { beforeEach, describe, expect, it } from 'vitest';
import { PRINT_ORDER_STORAGE_KEY, usePrintOrderStore } from './print-order-store';

const store = () => usePrintOrderStore.getState();
const stored = () => JSON.parse(localStorage.getItem(PRINT_ORDER_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;

describe('the print-order wizard store', () => {
  beforeEach(() => store().reset());

  it('keeps next and previous within steps 1 to 4', () => {
    store().previous();
    expect(store().step).toBe(1);
    for (let i = 0; i < 6; i++) store().next();
    expect(store().step).toBe(4);
    store().previous();
    expect(store().step).toBe(3);
    store().goTo(9);
    expect(store().step).toBe(4);
    store().goTo(-2);
    expect(store().step).toBe(1);
  });

  it('stores only the form data under print-order-storage, never the step', () => {
    store().setOptions({ binding: 'hardcover', quantity: 3 });
    store().setAddress({ full_name: 'Ada Lovelace' });
    store().next();
    const saved = stored();
    expect(Object.keys(saved!.state)).toEqual(['form']);
    expect(saved!.state.form).toMatchObject({ options: { binding: 'hardcover', quantity: 3 }, address: { full_name: 'Ada Lovelace' } });
    expect(JSON.stringify(saved)).not.toContain('"step"');
  });

  it('reset clears the form, the step and the stored copy', () => {
    store().setOptions({ paper_size: 'a5' });
    store().setNotes('For Grandma');
    store().next();
    store().reset();
    expect(store().step).toBe(1);
    expect(store().form.options.paper_size).toBe('a4');
    expect(store().form.notes).toBe('');
    expect(JSON.stringify(stored())).not.toContain('For Grandma');
  });
});
