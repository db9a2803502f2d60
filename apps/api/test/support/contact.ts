import { bearer, randomIp, uniqueEmail } from './accounts';
import type { TestProduct } from './test-product';

/** A contact form filled in by a person (long enough ago to pass the minimum fill time), from a new address unless told. */
export const contactForm = (product: TestProduct, overrides: object = {}) => ({
  name: 'Ada Parent',
  email: uniqueEmail('contact'),
  topic: 'printing_and_delivery',
  message: 'Our printed book arrived with a bent corner. Could you help?',
  website: '',
  form_started_at: product.clock.now().getTime() - 20_000,
  ...overrides,
});

/** Posts the contact form, from a network of its own unless told; signed in when given a session. */
export const sendContactForm = (product: TestProduct, body: object, ip = randomIp(), signedIn?: { access_token: string }) =>
  product.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body, remoteAddress: ip, headers: signedIn ? bearer(signedIn) : {} });
