/**
 * Whether `endpoint` is an https URL on one of the push services in `hosts` (PUSH_SERVICE_HOSTS):
 * its hostname exactly, or a subdomain of a '*.' entry; the port does not count. The server posts
 * to every accepted endpoint, so this is what keeps it from being sent anywhere else.
 */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  return hosts.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host,
  );
}
