import { paths } from '../../config/paths';

/** Where to go after signing in: the page the guard sent the user away from, or home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/')) return paths.home;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}
