import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The production proxy configuration, the one compose.yaml mounts. */
export const PRODUCTION_NGINX_CONF = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../deploy/nginx.conf',
);
const START_TIMEOUT_MS = 15_000;

/** Debian's nginx (scripts/ensure-nginx.sh installs it), or NGINX_PATH. */
export function nginxBinary(): string {
  const found = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found)
    throw new Error('nginx is missing: run scripts/ensure-nginx.sh, or set NGINX_PATH to nginx');
  return found;
}

export interface LocalConfigOptions {
  /** The folder nginx runs in: its pid, logs, temporary files and certificate. */
  dir: string;
  /** The TLS port on 127.0.0.1, and the plain one that redirects to it. */
  port: number;
  redirectPort: number;
  /** The API instances, as `127.0.0.1:PORT`. */
  upstreams: string[];
  certificate: string;
  key: string;
  /** Names the instance that answered in an `X-Upstream` header, for the tests to see. */
  revealUpstream?: boolean;
}

/** Replaces `search` in `text`, which must occur exactly once: the production file changed otherwise. */
function replaceOnce(text: string, search: string | RegExp, replacement: string): string {
  const pattern = typeof search === 'string' ? search : search.source;
  const count =
    typeof search === 'string'
      ? text.split(search).length - 1
      : (text.match(new RegExp(search.source, `${search.flags}g`)) ?? []).length;
  if (count !== 1)
    throw new Error(
      `deploy/nginx.conf: expected one '${pattern}', found ${count}: update localNginxConfig (apps/api/test/deploy/local-proxy.ts)`,
    );
  return text.replace(search, replacement);
}

/**
 * The production configuration with its environment swapped for loopback: the same upstream
 * parameters, headers, retries and locations, but this machine's ports, a temporary certificate,
 * files in `dir`, one worker (a predictable least-connections order) and the current user.
 */
export function localNginxConfig(production: string, options: LocalConfigOptions): string {
  const { dir, port, redirectPort, upstreams, certificate, key } = options;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  let config = production;
  config = replaceOnce(
    config,
    'worker_processes auto;',
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      // A master started by root hands its workers to `nobody`, who cannot use this folder.
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
    ].join('\n'),
  );
  config = replaceOnce(config, 'http {\n', `http {\n${temp}\n`);
  config = replaceOnce(
    config,
    'access_log /var/log/nginx/access.log;',
    `access_log ${path.join(dir, 'access.log')};`,
  );
  const serverLine = /^ {4}server api1:3000 (.*)\n {4}server api2:3000 .*\n/m;
  const parameters = serverLine.exec(config)?.[1] ?? '';
  config = replaceOnce(
    config,
    serverLine,
    upstreams.map((address) => `    server ${address} ${parameters}\n`).join(''),
  );
  config = replaceOnce(config, 'listen 80;', `listen 127.0.0.1:${redirectPort};`);
  config = replaceOnce(
    config,
    'listen 443 ssl http2;',
    `listen 127.0.0.1:${port} ssl http2;` +
      (options.revealUpstream ? '\n    add_header X-Upstream $upstream_addr always;' : ''),
  );
  config = replaceOnce(config, '/etc/nginx/certs/fullchain.pem', certificate);
  config = replaceOnce(config, '/etc/nginx/certs/privkey.pem', key);
  return config;
}

/** A self-signed certificate for 127.0.0.1, valid for a day. */
function makeCertificate(dir: string) {
  const certificate = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'pipe' },
  );
  return { certificate, key };
}

export interface LocalProxy {
  /** `https://127.0.0.1:PORT` */
  url: string;
  /** The certificate to trust for `url`. */
  ca: Buffer;
  /** The master process's id; its workers are its children. */
  pid: number;
  stop(): Promise<void>;
}

function answersOk(url: string, ca: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode! >= 200 && response.statusCode! < 300);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(2_000, () => request.destroy());
  });
}

/**
 * Runs Debian's nginx as this user with deploy/nginx.conf, made local (localNginxConfig), in front
 * of `upstreams`; checks the configuration first (nginx -t) and waits until `readyPath`
 * (/api/health) answers through it.
 */
export async function startLocalProxy(options: {
  port: number;
  redirectPort: number;
  upstreams: string[];
  revealUpstream?: boolean;
  /** What must answer 2xx through the proxy before it counts as started. */
  readyPath?: string;
}): Promise<LocalProxy> {
  const nginx = nginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'sustho-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', dir, '-c', config, '-e', errorLog];
  let certificate: string;
  try {
    const files = makeCertificate(dir);
    certificate = files.certificate;
    const production = readFileSync(PRODUCTION_NGINX_CONF, 'utf8');
    writeFileSync(config, localNginxConfig(production, { ...options, dir, ...files }));
    execFileSync(nginx, [...args, '-t', '-q'], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const master = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => master.once('exit', () => resolve()));
  const stop = async () => {
    if (master.exitCode === null && master.signalCode === null) {
      master.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `https://127.0.0.1:${options.port}`;
  const ca = readFileSync(certificate);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (master.exitCode !== null) break;
    if (await answersOk(`${url}${options.readyPath ?? '/api/health'}`, ca))
      return { url, ca, pid: master.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
  await stop();
  throw new Error(`nginx did not answer at ${url}:\n${log}`);
}
