import { renderPage } from '../entry-server';

/** renderPage for a URL expected to render (or be left to the browser), not to redirect. */
export async function renderedPage(...args: Parameters<typeof renderPage>) {
  const page = await renderPage(...args);
  if (page && 'redirectTo' in page) throw new Error(`${args[0]} redirected to ${page.redirectTo}`);
  return page;
}
