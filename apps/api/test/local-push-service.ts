import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a browser's push service took in for one of the fake browsers, decrypted. */
export interface ReceivedPush {
  browser: string;
  /** The notification as the service worker would read it. */
  message: { title: string; body: string; url: string };
  ttl: string | undefined;
  /** The VAPID public key the request was signed with (the `k=` of its Authorization). */
  vapidKey: string | undefined;
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One fake browser: its P-256 key pair and auth secret, as a browser keeps them. */
function fakeBrowser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}
type FakeBrowser = ReturnType<typeof fakeBrowser>;

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an aes128gcm Web Push body as the browser does (RFC 8188 with RFC 8291's keys). */
export function decryptPush(body: Buffer, browser: FakeBrowser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = hkdf(shared, browser.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The push record has no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push service on 127.0.0.1 over https with its own certificate: it takes web-push's POSTs for
 * the fake browsers it made, decrypts them with each browser's private key, and answers 201 or,
 * for a browser told so, another status (404, 410: the subscription is gone).
 */
export async function startLocalPushService() {
  const tls = selfSignedCertificate();
  const browsers = new Map<string, FakeBrowser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').replace(/^\/push\//, '');
      const browser = browsers.get(id);
      const status = browser ? (answers.get(id) ?? 201) : 404;
      if (browser && status === 201) {
        const authorization = request.headers.authorization ?? '';
        received.push({
          browser: id,
          message: JSON.parse(decryptPush(Buffer.concat(chunks), browser)),
          ttl: request.headers.ttl as string | undefined,
          vapidKey: /k=([\w-]+)/.exec(authorization)?.[1],
        });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** Trusts this service's certificate alone, for web-push's requests. */
    agent: new Agent({ ca: tls.cert }),
    /** A new fake browser's subscription, as PushSubscription.toJSON() gives it. */
    subscription() {
      const id = randomUUID();
      const browser = fakeBrowser();
      browsers.set(id, browser);
      return {
        id,
        endpoint: `https://127.0.0.1:${port}/push/${id}`,
        keys: {
          p256dh: browser.ecdh.getPublicKey().toString('base64url'),
          auth: browser.auth.toString('base64url'),
        },
      };
    },
    /** From now on the service answers `status` for this browser. */
    answer(id: string, status: number) {
      answers.set(id, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
