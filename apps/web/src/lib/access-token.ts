/**
 * The API's access token, kept in local storage under `accessToken` (docs/product/accounts.md §6). It is
 * treated as expired 30 s before its real expiry and refreshed once fewer than 5 minutes remain.
 */
const STORAGE_KEY = 'accessToken';
const EXPIRY_MARGIN_MS = 30_000;
const REFRESH_BEFORE_MS = 5 * 60_000;

interface TokenClaims {
  email: string;
  exp: number;
}

function decodeClaims(token: string): TokenClaims | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(
      atob(payload.replace(/-/g, '+').replace(/_/g, '/')),
    ) as Partial<TokenClaims>;
    return typeof json.email === 'string' && typeof json.exp === 'number'
      ? { email: json.email, exp: json.exp }
      : null;
  } catch {
    return null;
  }
}

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Storage refused (private browsing): requests fall back to the session cookie.
  }
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Whether the token can still be sent, and whether it is time to fetch a new one. */
export function tokenState(token: string | null, now = Date.now()) {
  const claims = token ? decodeClaims(token) : null;
  if (!claims) return { usable: false, needsRefresh: true, email: null };
  const expiresAt = claims.exp * 1000;
  return {
    usable: expiresAt - EXPIRY_MARGIN_MS > now,
    needsRefresh: expiresAt - REFRESH_BEFORE_MS <= now,
    email: claims.email,
  };
}
