import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.js';
import { createService, createUser, sessionCookie } from './factories.js';

// index.html as Vite writes it, and a stand-in for the web app's server entry (entry-server.tsx,
// tested in the web workspace) that fetches through the in-process API it is given.
const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Sustho</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const serverEntry = `
export async function renderPage(url, send, language) {
  if (url === '/language') return { head: '', html: '<main>' + language + '</main>' };
  if (url === '/fails') throw new Error('The page could not render');
  if (url === '/mine') {
    const session = await (await send('/api/auth/get-session')).json();
    return { head: '', html: '<main>' + (session?.user.email ?? 'nobody') + '</main>', personal: !!session };
  }
  if (url === '/hangs') return new Promise(() => {});
  if (url === '/home') return { redirectTo: '/home/mine' };
  if (url !== '/rendered?tab=1') return null;
  const services = await (await send('/api/services')).json();
  return {
    head: '<title>Rendered</title><script type="application/json" id="server-state">{"count":' + services.length + '}</script>',
    html: '<main>' + services.map((service) => service.name).join(', ') + '</main>',
    personal: false,
  };
}`;

const webDir = mkdtempSync(path.join(tmpdir(), 'sustho-ssr-'));
mkdirSync(path.join(webDir, 'dist'));
writeFileSync(path.join(webDir, 'dist/index.html'), template);
writeFileSync(path.join(webDir, 'entry-server.mjs'), serverEntry);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const { app, database } = await buildTestApp({
  WEB_DIST_DIR: path.join(webDir, 'dist'),
  WEB_SERVER_ENTRY: path.join(webDir, 'entry-server.mjs'),
});
await createService(database.db, { name: 'Dermatology' });
const page = (url: string, acceptEncoding = 'identity') =>
  app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

describe('the language of every page', () => {
  const languageOf = async (url: string, headers: Record<string, string>) => {
    const response = await app.inject({
      url,
      headers: { 'accept-encoding': 'identity', ...headers },
    });
    expect(response.headers.vary).toContain('cookie');
    return {
      declared: /<html lang="([^"]*)"/.exec(response.body)?.[1],
      rendered: /<main>(\w+)<\/main>/.exec(response.body)?.[1],
    };
  };

  it("renders in the lang cookie's language and declares it on <html>, over the browser's preference", async () => {
    expect(await languageOf('/language', { cookie: 'theme=x; lang=bn' })).toEqual({
      declared: 'bn',
      rendered: 'bn',
    });
    expect(
      await languageOf('/language', { cookie: 'lang=en', 'accept-language': 'bn-BD,bn;q=0.9' }),
    ).toEqual({ declared: 'en', rendered: 'en' });
  });

  it("honours Accept-Language on a first visit, and falls back to English for a language it doesn't speak", async () => {
    expect(await languageOf('/language', { 'accept-language': 'fr;q=0.9, bn-BD;q=0.8' })).toEqual({
      declared: 'bn',
      rendered: 'bn',
    });
    expect(await languageOf('/language', { cookie: 'lang=xx', 'accept-language': 'fr' })).toEqual({
      declared: 'en',
      rendered: 'en',
    });
  });

  it('declares the language on the pages the browser renders itself, too', async () => {
    expect(await languageOf('/dashboard/anything', { cookie: 'lang=bn' })).toEqual({
      declared: 'bn',
      rendered: undefined,
    });
  });
});

describe('signed-in pages rendered on the server', () => {
  it("renders with the reader's session, and keeps the page out of every cache on the way", async () => {
    const reader = await createUser(app, { password: 'correct-horse-battery' });
    const cookie = await sessionCookie(app, reader.user.email, 'correct-horse-battery');
    const mine = await app.inject({
      url: '/mine',
      headers: { 'accept-encoding': 'identity', cookie },
    });
    expect(mine.body).toContain(`<main>${reader.user.email}</main>`);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.vary).toContain('cookie');

    const visitor = await page('/mine');
    expect(visitor.body).toContain('<main>nobody</main>');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it("answers a page's redirect as an HTTP redirect that no cache on the way keeps", async () => {
    const response = await page('/home');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home/mine');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('cookie');
  });
});

describe('public pages rendered on the server', () => {
  it('puts the rendered page in the root element, with data fetched from the API in process', async () => {
    const response = await page('/rendered?tab=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const services = (await app.inject({ url: '/api/services' })).json<{ name: string }[]>();
    expect(response.body).toContain(
      `<div id="root"><main>${services.map((service) => service.name).join(', ')}</main></div>`,
    );
    expect(response.body).toContain('Dermatology');
    expect(response.body).toContain(`{"count":${services.length}}`);
  });

  it("replaces the app's title with the page's own", async () => {
    const { body } = await page('/rendered?tab=1');
    expect(body).toContain('<title>Rendered</title>');
    expect(body).not.toContain('<title>Sustho</title>');
  });

  it("names the app's code on the starter script instead of loading it before the page paints", async () => {
    const { body } = await page('/rendered?tab=1');
    expect(body).toContain(
      '<script type="module" src="/start-after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/router-ghi.js"></script>',
    );
    expect(body).not.toContain('modulepreload');
    expect(body).not.toContain('src="/assets/index-abc.js"');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it('compresses the page for browsers that accept it', async () => {
    const identity = (await page('/rendered?tab=1')).body;
    const brotli = await page('/rendered?tab=1', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(identity);
    const gzip = await page('/rendered?tab=1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity);
  });

  it.each([
    ['a page the server leaves to the browser', '/dashboard'],
    ['a page whose rendering fails', '/fails'],
    ['a page that takes longer than the deadline', '/hangs'],
  ])('sends the app unrendered for %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(template);
  });

  it('still answers unknown API paths with JSON 404', async () => {
    const response = await page('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});
