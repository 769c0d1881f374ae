/** How long before the access token expires the refresh runs (spec: 60,000 ms). */
export const refreshLeadMs = 60_000;

const base64UrlToText = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/**
 * Reads a JWT's payload without verifying it: the browser only needs the expiry to plan a
 * refresh; the API verifies every token it receives.
 */
export const decodeJwtPayload = (token: string): Record<string, unknown> | null => {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlToText(segment));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** The token's `exp` claim in seconds since the epoch, or null when absent or unreadable. */
export const tokenExpiry = (token: string): number | null => {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
};

export const isExpired = (expirySeconds: number, nowMs: number): boolean => expirySeconds * 1000 <= nowMs;

// setTimeout overflows above 2^31-1 ms and then fires at once.
const maxTimerMs = 2_147_483_647;

/** Milliseconds to wait before refreshing a token that expires at `expirySeconds`. */
export const refreshDelayMs = (expirySeconds: number, nowMs: number): number =>
  Math.min(maxTimerMs, Math.max(0, expirySeconds * 1000 - refreshLeadMs - nowMs));
