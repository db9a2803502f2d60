import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePrintOrderStore } from '../stores/print-order-store';
import { addressErrors } from '../utils/address-errors';
import { AddressStep } from './address-step';
import { catalogue } from './print-order-test-support';

describe('the address step', () => {
  beforeEach(() => usePrintOrderStore.getState().reset());

  it('keeps every keystroke in the store and shows the messages it is given under their fields', async () => {
    const errors = addressErrors(usePrintOrderStore.getState().form);
    render(<AddressStep catalogue={catalogue()} errors={errors} />);
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada');
    expect(usePrintOrderStore.getState().form.address.full_name).toBe('Ada');
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
  });

  it('checks the postcode and the phone against the country, as the server does', () => {
    const { setAddress, setShipping } = usePrintOrderStore.getState();
    setAddress({ full_name: 'Ada', address_line_1: '1 Story Lane', city: 'Paris', postal_code: 'EC1A 1AA', phone: '12' });
    setShipping({ country: 'FR' });
    const errors = addressErrors(usePrintOrderStore.getState().form);
    expect(errors.postal_code).toBe('This is not a valid postcode for France');
    expect(errors.phone).toMatch(/^Enter a phone number for France/);
    setAddress({ postal_code: '75001', phone: '01 42 68 53 00' });
    expect(addressErrors(usePrintOrderStore.getState().form)).toEqual({});
  });
});
