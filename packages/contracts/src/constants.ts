/** Values the product spec (§9) fixes word for word. Web and API both read them from here. */

export const PRODUCT_NAME = 'Storybook studio';

export const REQUEST_TIMEOUT_MS = 300_000;

/** Spec §8: the message of an error with neither a server detail nor a transport message. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export const COOKIE_NAMES = {
  accessToken: 'sb_access_token',
  customerData: 'sb_customer_data',
  refreshToken: 'sb_refresh_token',
} as const;
export const COOKIE_DEFAULT_EXPIRY_DAYS = 7;
export const REFRESH_COOKIE_EXPIRY_DAYS = 30;

/** Refresh proactively when the access token expires within this window. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/** Default window for "expiring soon". */
export const TOKEN_EXPIRING_SOON_DEFAULT_MS = 5 * 60_000;
/** Window used by the authentication validity check. */
export const TOKEN_VALIDITY_MARGIN_MS = 60_000;

export const STORAGE_KEYS = {
  logoutSignal: 'auth_logout',
  printOrder: 'print-order-storage',
  hasSeenFreePlanModal: 'hasSeenFreePlanModal',
} as const;
export const LOGOUT_SIGNAL_MS = 1000;
export const SUBSCRIPTION_FETCH_DELAY_MS = 100;

export const PAGE_SIZE = 10;
export const STORY_FILTER_LIMIT = 1000;
export const CREDIT_TRANSACTIONS_LIMIT = 50;

export const DEFAULT_IMAGE_MODEL = 'gpt-image-1-mini';
export const DEFAULT_CREDIT_CHECK_IMAGES = 10;

export const PRINT_WIZARD_STEPS = 4;

export const BRAND = {
  productName: PRODUCT_NAME,
  supportEmail: 'support@storybook.studio',
  supportPhone: '+44 20 7946 0000',
  address: '1 Story Lane, London EC1A 1AA, United Kingdom',
  openingHours: 'Mon-Fri 9AM-5PM GMT',
  foundedYear: 2024,
} as const;
