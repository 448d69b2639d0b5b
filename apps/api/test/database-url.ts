/** The URL of database `name` on the PostgreSQL server that `serverUrl` names (any database of it). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
