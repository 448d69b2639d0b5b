import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { requestLanguage } from '@sustho/contracts/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.js';
import { markPersonal } from '../lib/personal-answers.js';
import {
  compressForBrowser,
  inLanguage,
  inProcessFetch,
  loadPageRenderer,
  pageDocument,
  renderedPageTemplate,
  renderWithin,
} from './page-renderer.js';

interface WebAppOptions {
  /** The built web app (index.html and its assets). */
  distDir?: string;
  /** The web app's server entry, which renders public pages to HTML; without it every page renders in the browser. */
  serverEntry?: string;
}

/**
 * Serves the built single-page app with history fallback: any GET outside /api that is not a file
 * gets index.html, so deep links such as /blogs/{id} load the app. Public pages (landing, about,
 * services, blogs, doctors, login, sign-up) and the signed-in pages (the dashboard, the
 * consultation room, with the reader's data) arrive rendered, so they paint before the JavaScript
 * runs.
 * Unknown /api paths answer JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const distDir = options.distDir;
  const hasApp = !!distDir && existsSync(path.join(distDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: path.resolve(distDir),
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite's hashed chunks never change; everything else is checked on each visit.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const renderPage = hasApp ? await loadPageRenderer(options.serverEntry) : null;
  const indexHtml = hasApp ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
  const frame = renderPage ? renderedPageTemplate(indexHtml) : '';

  /**
   * Every page arrives in the visitor's language (the `lang` cookie, else Accept-Language), named
   * on <html lang>: rendered when the web app renders it, else the bare app that renders itself.
   * A page holding the reader's own data is never stored by a cache on the way (decision 029).
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const language = requestLanguage(request.headers);
    const send = inProcessFetch(app, request.headers);
    const page = renderPage
      ? await renderWithin(
          app,
          () => renderPage(request.url, send, language, request.headers.cookie),
          request.url,
        )
      : null;
    // Where a page sends the reader depends on who they are (/dashboard opens their role's page).
    if (page && 'redirectTo' in page) {
      markPersonal(request);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .redirect(page.redirectTo, 302);
    }
    const document = inLanguage(page ? pageDocument(frame, page) : indexHtml, language);
    const { encoding, payload } = await compressForBrowser(
      document,
      request.headers['accept-encoding'],
    );
    if (encoding) reply.header('content-encoding', encoding);
    // A page rendered with the reader's data falls under the personal answers' rule.
    if (page?.personal) markPersonal(request);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8')
      .send(payload);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasApp && !isApi && (request.method === 'GET' || request.method === 'HEAD'))
      return sendPage(request, reply);
    return reply
      .status(404)
      .send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));
  });
});
