import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { appManifestPath, DEFAULT_LANGUAGE, type Language } from '@sustho/contracts/language';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../lib/redact-url.js';

/** A page the web app's server entry rendered (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** The page's title, description, preloads and hydration state, for <head>. */
  head: string;
  /** The page, for the root element. */
  html: string;
  /** Whether the page holds the reader's own data (a signed-in page rendered with their session). */
  personal: boolean;
}

/** A page whose loader sends the reader elsewhere: the server answers with an HTTP redirect. */
export interface PageRedirect {
  /** A path of the app. */
  redirectTo: string;
}

/**
 * The web app's server entry: renders a page with its data fetched through `send`, answers where
 * a page redirects, or answers null for a page it leaves to the browser.
 */
export type RenderPage = (
  url: string,
  send: typeof fetch,
  language: Language,
  cookie?: string,
) => Promise<RenderedPage | PageRedirect | null>;

/** A page that takes longer than this is sent unrendered; the browser renders it as before. */
export const RENDER_DEADLINE_MS = 3000;

/** Loads the web app's server entry, or null when it has not been built (the app then renders in the browser). */
export async function loadPageRenderer(entryPath: string | undefined): Promise<RenderPage | null> {
  if (!entryPath || !existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as { renderPage: RenderPage };
  return entry.renderPage;
}

/**
 * A fetch that answers a page's API calls from this app in process (app.inject), with no socket:
 * as the reader, by their cookie (their session and language) and Accept-Language (the language
 * of a first visit), so a signed-in page is rendered with their data and the clinic's content in
 * the page's language. Rendering a page only reads, so anything but a GET is refused.
 */
export function inProcessFetch(
  app: FastifyInstance,
  reader: { cookie?: string | undefined; 'accept-language'?: string | undefined },
): typeof fetch {
  return async (input, init) => {
    if (init?.method && init.method !== 'GET')
      throw new Error(`A page rendered on the server sent a ${init.method}`);
    const url = new URL(String(input), 'http://in-process');
    const response = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        ...(reader.cookie ? { cookie: reader.cookie } : {}),
        ...(reader['accept-language'] ? { 'accept-language': reader['accept-language'] } : {}),
      },
    });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Renders within the deadline; a page that fails or is late becomes null, with a warning in the log. */
export async function renderWithin(
  app: FastifyInstance,
  render: () => Promise<RenderedPage | PageRedirect | null>,
  url: string,
) {
  let timer: NodeJS.Timeout | undefined;
  // The page's URL may be an invitation or reset link: the log gets it without the token.
  const logged = redactUrl(url);
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      app.log.warn(
        { url: logged },
        `Rendering the page took over ${RENDER_DEADLINE_MS} ms; sent it unrendered`,
      );
      resolve(null);
    }, RENDER_DEADLINE_MS);
  });
  try {
    return await Promise.race([render(), late]);
  } catch (error) {
    app.log.warn({ err: error, url: logged }, 'Rendering the page failed; sent it unrendered');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * index.html as the frame of every rendered page, made once at start: the app's code is no longer
 * named in the HTML; start-after-paint.js loads it once the page has been painted, so the page's
 * text and styles reach a slow phone first (decision 008).
 */
export function renderedPageTemplate(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script to start the app with');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const starter = `<script type="module" src="/start-after-paint.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starter);
}

/**
 * A page's HTML declared in its language, which the browser's app also reads to pick its texts,
 * with the web app manifest of that language, so the app installs under its name in it.
 */
export function inLanguage(document: string, language: Language): string {
  return document
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      `href="${appManifestPath(DEFAULT_LANGUAGE)}"`,
      () => `href="${appManifestPath(language)}"`,
    );
}

/** The rendered page in its frame (renderedPageTemplate), with the page's own title and description. */
export function pageDocument(frame: string, page: RenderedPage): string {
  const withHead = page.head.includes('<title')
    ? frame.replace(/<title>[\s\S]*?<\/title>/, () => page.head)
    : frame.replace('</head>', () => `${page.head}</head>`);
  return withHead.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a rendered page for the browser: Brotli at a fast level (pages differ per request,
 * so there is no copy made at build time), else gzip, else as it is.
 */
export async function compressForBrowser(body: string, acceptEncoding: string | undefined) {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    return {
      encoding: 'br',
      payload: await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', payload: await gzipAsync(body) };
  return { encoding: undefined, payload: Buffer.from(body) };
}
