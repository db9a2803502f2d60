export const VERIFY_EMAIL_PATH = '/verify-email';

/** The e-mail rides in the query so the verification screen survives a reload. */
export function verifyEmailPath(email: string): string {
  return `${VERIFY_EMAIL_PATH}?${new URLSearchParams({ email })}`;
}
