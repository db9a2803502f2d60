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

  it('a reload brings back what was typed, at step 1 when nothing says otherwise', async () => {
    store().setAddress({ full_name: 'Ada Lovelace', postal_code: 'EC1A 1AA' });
    store().setShipping({ country: 'FR', shippingLevel: 'EXPRESS' });
    store().next();
    // A reload: the module's state is gone (setting it writes storage too, so the copy is put back), the stored copy is read again.
    const copy = localStorage.getItem(PRINT_ORDER_STORAGE_KEY)!;
    usePrintOrderStore.setState(usePrintOrderStore.getInitialState(), true);
    localStorage.setItem(PRINT_ORDER_STORAGE_KEY, copy);
    await usePrintOrderStore.persist.rehydrate();
    expect(store().step).toBe(1);
    expect(store().form.address).toMatchObject({ full_name: 'Ada Lovelace', postal_code: 'EC1A 1AA', address_line_2: '' });
    expect(store().form).toMatchObject({ country: 'FR', shippingLevel: 'EXPRESS' });
  });

  it('reads a stored copy missing newer fields with their defaults', async () => {
    localStorage.setItem(PRINT_ORDER_STORAGE_KEY, JSON.stringify({ state: { form: { notes: 'Old copy' } }, version: 1 }));
    await usePrintOrderStore.persist.rehydrate();
    expect(store().form.notes).toBe('Old copy');
    expect(store().form.options.binding).toBe('perfect');
    expect(store().form.address.full_name).toBe('');
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

  it('remembers the address, country and delivery for the next order once one is placed, and nothing else', () => {
    store().setOptions({ binding: 'hardcover', quantity: 3 });
    store().setShipping({ country: 'FR', shippingLevel: 'EXPRESS' });
    store().setAddress({ full_name: 'Ada Lovelace', city: 'Paris' });
    store().setNotes('Gift wrap please');
    store().next();
    store().finish();
    expect(store().step).toBe(1);
    expect(store().form).toMatchObject({ country: 'FR', shippingLevel: 'EXPRESS', address: { full_name: 'Ada Lovelace', city: 'Paris' }, notes: '', bindingChosen: false });
    expect(store().form.options.quantity).toBe(1);
    expect(stored()!.state.form).toMatchObject({ address: { full_name: 'Ada Lovelace' } });
  });
});
