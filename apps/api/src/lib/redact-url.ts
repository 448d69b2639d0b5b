/** Query parameters whose values are secrets: e-mailed tokens and OAuth codes. */
const SECRET_PARAMETERS = /([?&](?:token|code|state)=)[^&#]*/gi;

/**
 * Path segments after which a secret token follows: the password-reset link's, and a doctor's
 * invitation link as the page (/invite/) and the API (/api/invitations/) receive it.
 */
const SECRET_PATH_SEGMENTS = /(\/(?:reset-password|invite|invitations)\/)[^/?#]+/gi;

/**
 * A URL as it may be written to the log: reset, verification and invitation links carry tokens
 * that would let anyone who reads the log take over an account or make one, so their values are
 * replaced.
 */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_PATH_SEGMENTS, '$1[redacted]')
    .replace(SECRET_PARAMETERS, '$1[redacted]');
}
