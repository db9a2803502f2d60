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

  it('offers the states of a country whose printer needs one, and requires a choice', async () => {
    const { setAddress, setShipping } = usePrintOrderStore.getState();
    setAddress({ full_name: 'Grace', address_line_1: '1 Main St', city: 'Albany', postal_code: '12207', phone: '(518) 555-0100', state_province_region: 'New York' });
    setShipping({ country: 'US' });
    expect(addressErrors(usePrintOrderStore.getState().form).state_province_region).toBe('Choose the state, province or territory in United States');
    render(<AddressStep catalogue={catalogue()} errors={{}} />);
    const select = screen.getByLabelText('State, province or territory');
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'New York');
    expect(usePrintOrderStore.getState().form.address.state_province_region).toBe('US-NY');
    expect(addressErrors(usePrintOrderStore.getState().form)).toEqual({});
  });
});
