const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps `value` under `name` in a cookie for a year, on every path: a choice the server reads
 * when it renders the next page (the language, the cart's size).
 */
export function keepCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** Drops the cookie `name` (an expiry in the past, which every browser honours). */
export function dropCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`;
}
