/** Builds a three-part token whose payload expires `secondsFromNow` from now (signature is not checked client-side). */
export function makeAccessToken(secondsFromNow: number, subject = 'customer-1'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp })}.signature`;
}
