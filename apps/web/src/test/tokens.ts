/**
 * Builds a three-part token whose payload expires `secondsFromNow` from now (signature is not checked
 * client-side); with `issuedSecondsAgo`, it carries `iat` too, as the API's tokens do.
 */
export function makeAccessToken(secondsFromNow: number, subject = 'customer-1', issuedSecondsAgo?: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Date.now() / 1000;
  const exp = Math.floor(now) + secondsFromNow;
  const iat = issuedSecondsAgo === undefined ? undefined : now - issuedSecondsAgo;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp, iat })}.signature`;
}
