import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.js';

// A built app in miniature: a chunk with the Brotli and gzip copies the web build writes beside it.
const webDir = mkdtempSync(path.join(tmpdir(), 'sustho-web-'));
const chunk = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDir, 'assets/app.js'), chunk);
writeFileSync(path.join(webDir, 'assets/app.js.br'), brotliCompressSync(chunk));
writeFileSync(path.join(webDir, 'assets/app.js.gz'), gzipSync(chunk));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const { app } = await buildTestApp({ WEB_DIST_DIR: webDir });
const getChunk = (acceptEncoding: string) =>
  app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': acceptEncoding } });

describe('serving the built web app', () => {
  it('sends the precompressed copy a browser accepts, Brotli first', async () => {
    const brotli = await getChunk('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(chunk.length / 10);

    const gzip = await getChunk('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(chunk);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const plain = await getChunk('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    expect(plain.headers['content-type']).toContain('javascript');
  });
});
