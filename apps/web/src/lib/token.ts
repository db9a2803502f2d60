import { TOKEN_EXPIRING_SOON_DEFAULT_MS, TOKEN_REFRESH_MARGIN_MS, TOKEN_VALIDITY_MARGIN_MS } from '@studio/contracts/constants';

/**
 * What the middle part of an access token tells us (spec §5): a token that is not three parts is
 * treated as absent; one whose payload cannot be decoded is present and never expires.
 */
export type TokenExpiry = { kind: 'absent' } | { kind: 'undecodable' } | { kind: 'expires'; atMs: number; lifetimeMs?: number };

export function readTokenExpiry(token: string | null | undefined): TokenExpiry {
  if (!token) return { kind: 'absent' };
  const parts = token.split('.');
  if (parts.length !== 3) return { kind: 'absent' };
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1] ?? '')) as { exp?: unknown; iat?: unknown };
    if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return { kind: 'undecodable' };
    // The API's `exp` is whole seconds after a fractional `iat`: the lifetime is its TTL, rounded up.
    const lifetimeMs = typeof payload.iat === 'number' && payload.iat < payload.exp ? Math.ceil(payload.exp - payload.iat) * 1000 : undefined;
    return { kind: 'expires', atMs: payload.exp * 1000, lifetimeMs };
  } catch {
    return { kind: 'undecodable' };
  }
}

/**
 * The spec's margins (refresh 5 minutes before expiry, valid until 1 minute before) assume tokens that
 * live longer than both; a shorter-lived token (a short ACCESS_TOKEN_TTL) gets `share` of its lifetime
 * instead, or it would be refreshed without pause and never count as valid.
 */
function marginFor(expiry: TokenExpiry, marginMs: number, share: number): number {
  return expiry.kind === 'expires' && expiry.lifetimeMs !== undefined ? Math.min(marginMs, expiry.lifetimeMs * share) : marginMs;
}

/** How long before its expiry a token is refreshed: 5 minutes, or the last third of a shorter-lived token's life. */
export function refreshMarginMs(token: string | null | undefined): number {
  return marginFor(readTokenExpiry(token), TOKEN_REFRESH_MARGIN_MS, 1 / 3);
}

export function isTokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  const expiry = readTokenExpiry(token);
  return expiry.kind === 'expires' && expiry.atMs <= now;
}

/** True when the token has a readable expiry within `windowMs` from now (an expired token counts). */
export function isTokenExpiringSoon(
  token: string | null | undefined,
  windowMs = TOKEN_EXPIRING_SOON_DEFAULT_MS,
  now = Date.now(),
): boolean {
  const expiry = readTokenExpiry(token);
  return expiry.kind === 'expires' && expiry.atMs - now <= windowMs;
}

export type TokenValidity =
  | { isValid: true }
  | { isValid: false; reason: 'No access token' | 'Token expired' | 'Token expiring soon' };

export function getTokenValidity(token: string | null | undefined, now = Date.now()): TokenValidity {
  const expiry = readTokenExpiry(token);
  if (expiry.kind === 'absent') return { isValid: false, reason: 'No access token' };
  if (expiry.kind === 'undecodable') return { isValid: true };
  if (expiry.atMs <= now) return { isValid: false, reason: 'Token expired' };
  if (expiry.atMs - now <= marginFor(expiry, TOKEN_VALIDITY_MARGIN_MS, 1 / 6)) return { isValid: false, reason: 'Token expiring soon' };
  return { isValid: true };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
