/** Answers fetch calls by path with JSON, and anything else with a JSON 404. */
export function stubApi(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = routes[path];
    return body === undefined
      ? new Response(
          JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Nothing here' }),
          { status: 404 },
        )
      : new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  };
}
