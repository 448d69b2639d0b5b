/** Query parameters whose values are secrets: e-mailed tokens and OAuth codes. */
const SECRET_PARAMETERS = /([?&](?:token|code|state)=)[^&#]*/gi;

/** Path segments after which a secret token follows, such as the password-reset link's. */
const SECRET_PATH_SEGMENTS = /(\/reset-password\/)[^/?#]+/gi;

/**
 * A URL as it may be written to the log: reset and verification links carry tokens that would let
 * anyone who reads the log take over an account, so their values are replaced.
 */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_PATH_SEGMENTS, '$1[redacted]')
    .replace(SECRET_PARAMETERS, '$1[redacted]');
}
