import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_PRINT_OPTIONS, DEFAULT_SHIPPING_LEVEL, type PrintOptions, type ShippingLevel } from '@studio/contracts/print-options';
import type { ShippingAddressInput } from '@studio/contracts/shipping-address';

export const PRINT_ORDER_STORAGE_KEY = 'print-order-storage';
export const FIRST_STEP = 1;
export const LAST_STEP = 4;

export type WizardStep = 1 | 2 | 3 | 4;

/** What the customer typed and chose: the only part of the wizard kept in browser storage (spec §4). */
export interface PrintOrderForm {
  options: PrintOptions;
  /** Where the books go: the quote's country and the address's. */
  country: string;
  shippingLevel: ShippingLevel;
  address: Required<Omit<ShippingAddressInput, 'country'>>;
  notes: string;
  /** The customer picked the binding themselves: a binding suggested for the book's length no longer replaces it. */
  bindingChosen: boolean;
  /** A book made here: print the QR code of its read-aloud version on the back cover (issue 32; on by default). */
  readAloudQr: boolean;
}

export const emptyPrintOrderForm = (): PrintOrderForm => ({
  options: { ...DEFAULT_PRINT_OPTIONS },
  country: 'GB',
  shippingLevel: DEFAULT_SHIPPING_LEVEL,
  address: { full_name: '', address_line_1: '', address_line_2: '', city: '', state_province_region: '', postal_code: '', phone: '' },
  notes: '',
  bindingChosen: false,
  readAloudQr: true,
});

interface PrintOrderState {
  step: WizardStep;
  form: PrintOrderForm;
  next: () => void;
  previous: () => void;
  goTo: (step: number) => void;
  setOptions: (options: Partial<PrintOptions>) => void;
  setShipping: (shipping: Partial<Pick<PrintOrderForm, 'country' | 'shippingLevel'>>) => void;
  setAddress: (address: Partial<PrintOrderForm['address']>) => void;
  setNotes: (notes: string) => void;
  setReadAloudQr: (readAloudQr: boolean) => void;
  /** The binding that suits the book's page count, unless the customer chose one. */
  suggestBinding: (binding: PrintOptions['binding']) => void;
  /** Copies typed that cannot be ordered (not kept: the last good number stays in the form, but no price is shown for it). */
  isQuantityInvalid: boolean;
  setQuantityInvalid: (invalid: boolean) => void;
  /** The order is placed: the wizard starts afresh, remembering where the last books went. */
  finish: () => void;
  /** Clears everything: the form, the step and the stored copy. */
  reset: () => void;
}

export const clampStep = (step: number): WizardStep => Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(step) || FIRST_STEP)) as WizardStep;

export const usePrintOrderStore = create<PrintOrderState>()(
  persist(
    (set) => ({
      step: FIRST_STEP,
      form: emptyPrintOrderForm(),
      next: () => set((state) => ({ step: clampStep(state.step + 1) })),
      previous: () => set((state) => ({ step: clampStep(state.step - 1) })),
      goTo: (step) => set({ step: clampStep(step) }),
      setOptions: (options) =>
        set((state) => ({ form: { ...state.form, options: { ...state.form.options, ...options }, bindingChosen: state.form.bindingChosen || 'binding' in options } })),
      suggestBinding: (binding) =>
        set((state) => (state.form.bindingChosen || state.form.options.binding === binding ? state : { form: { ...state.form, options: { ...state.form.options, binding } } })),
      isQuantityInvalid: false,
      setQuantityInvalid: (invalid) => set((state) => (state.isQuantityInvalid === invalid ? state : { isQuantityInvalid: invalid })),
      finish: () =>
        set((state) => ({
          step: FIRST_STEP,
          isQuantityInvalid: false,
          form: { ...emptyPrintOrderForm(), address: state.form.address, country: state.form.country, shippingLevel: state.form.shippingLevel },
        })),
      setShipping: (shipping) => set((state) => ({ form: { ...state.form, ...shipping } })),
      setAddress: (address) => set((state) => ({ form: { ...state.form, address: { ...state.form.address, ...address } } })),
      setNotes: (notes) => set((state) => ({ form: { ...state.form, notes } })),
      setReadAloudQr: (readAloudQr) => set((state) => ({ form: { ...state.form, readAloudQr } })),
      reset: () => set({ step: FIRST_STEP, isQuantityInvalid: false, form: emptyPrintOrderForm() }),
    }),
    {
      name: PRINT_ORDER_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Only the form data: never the step or the quote (spec §4).
      partialize: (state) => ({ form: state.form }),
      merge: (stored, current) => ({ ...current, form: { ...emptyPrintOrderForm(), ...((stored as { form?: Partial<PrintOrderForm> } | undefined)?.form ?? {}) } }),
    },
  ),
);
