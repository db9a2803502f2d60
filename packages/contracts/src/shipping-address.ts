import { isValidPhoneNumber } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';

/** Countries whose printer needs the state, province or territory as an ISO 3166-2 code (Lulu: US, CA, AU, MX). */
export const SUBDIVISION_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'MX'];
const SUBDIVISION_CODE = /^([A-Z]{2})-[A-Z0-9]{1,3}$/;

/** The address's subdivision as a full ISO 3166-2 code (`CA` in the US reads as `US-CA`), or as typed elsewhere. */
function subdivisionCode(country: string, value: string): string {
  const upper = value.trim().toUpperCase();
  if (!SUBDIVISION_COUNTRIES.includes(country)) return value.trim();
  return /^[A-Z0-9]{1,3}$/.test(upper) ? `${country}-${upper}` : upper;
}

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` }).max(max, { error: `${label} must be at most ${max} characters` });

/**
 * Where the printed books go (spec §3: full_name, address_line_1, city, state_province_region,
 * postal_code, country, phone). The country must be one we ship to; the postcode and the phone are
 * checked against that country's formats.
 */
export const shippingAddressSchema = z
  .object({
    full_name: required('Full name', 100),
    address_line_1: required('Address line 1', 100),
    address_line_2: z.string().trim().max(100, { error: 'Address line 2 must be at most 100 characters' }).optional().default(''),
    city: required('Town or city', 60),
    state_province_region: z.string().trim().max(60, { error: 'State, province or region must be at most 60 characters' }).optional().default(''),
    postal_code: required('Postcode', 16),
    country: z
      .string({ error: 'Country is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter ISO 3166-1 code, such as GB' }),
    phone: required('Phone number', 30),
  })
  .superRefine((address, context) => {
    if (SUBDIVISION_COUNTRIES.includes(address.country) && SUBDIVISION_CODE.exec(subdivisionCode(address.country, address.state_province_region))?.[1] !== address.country) {
      context.addIssue({ code: 'custom', path: ['state_province_region'], message: `Choose the state, province or territory in ${countryName(address.country)}` });
    }
    if (postcodeValidatorExistsForCountry(address.country) && !postcodeValidator(address.postal_code, address.country)) {
      context.addIssue({ code: 'custom', path: ['postal_code'], message: `This is not a valid postcode for ${countryName(address.country)}` });
    }
    if (!isValidPhoneNumber(address.phone, address.country as never)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: `Enter a phone number for ${countryName(address.country)}, or with its country code (e.g. +44)` });
    }
  })
  .transform((address) => ({ ...address, state_province_region: subdivisionCode(address.country, address.state_province_region) }));
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/**
 * An order's address as answered: checked when the order was placed, not again; a paid order kept after
 * its customer deleted their account has only the country left (the other fields empty).
 */
export const shippingAddressViewSchema = z.object({
  full_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state_province_region: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
}) satisfies z.ZodType<ShippingAddress>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** A country's English name, from the runtime's own ISO 3166 data. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
