// `node scripts/check-secrets.mjs [folder]`: scans the built web app (apps/web/dist by default),
// including the .gz and .br copies the server sends as they are, for secrets that must never reach
// a browser: the secret values of this environment (AUTH_SECRET, Stripe, OAuth, SMTP, ...), the
// embedded database's generated secret, the API tests' AUTH_SECRET, Stripe secret and webhook keys,
// and private keys. Exits 1 naming the file and the kind of secret, never the secret itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));

/** Shorter values are too likely to appear by chance (and too weak to be real secrets). */
const MIN_SECRET_LENGTH = 12;

const PATTERNS = [
  { name: 'a Stripe secret key', pattern: /\b[sr]k_(?:live|test)_[0-9A-Za-z]{8,}/ },
  { name: 'a Stripe webhook secret', pattern: /\bwhsec_[0-9A-Za-z]{8,}/ },
  { name: 'a private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
];

/** Variables that hold secrets: *SECRET*, *PASSWORD*, *_KEY (publishable keys are public), and URLs that may carry a password. */
function isSecretVariable(name) {
  if (/PUBLISHABLE/.test(name)) return false;
  return /SECRET|PASSWORD|_KEY$|^(DATABASE|REDIS|SMTP)_URL$/.test(name);
}

/** The password inside a URL such as postgres://user:password@host, or the whole value otherwise. */
function secretPart(name, value) {
  if (!name.endsWith('_URL')) return value;
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return '';
  }
}

function knownSecrets() {
  const secrets = Object.entries(process.env)
    .filter(([name, value]) => value && isSecretVariable(name))
    .map(([name, value]) => ({ name: `the value of ${name}`, value: secretPart(name, value) }));
  const generated = path.join(path.resolve(root, process.env.DATA_DIR ?? 'data'), 'auth-secret');
  if (existsSync(generated))
    secrets.push({
      name: 'the embedded database’s generated secret',
      value: readFileSync(generated, 'utf8').trim(),
    });
  const testHelper = readFileSync(path.join(root, 'apps/api/test/helper.ts'), 'utf8');
  const testSecret = /TEST_SECRET = '([^']+)'/.exec(testHelper)?.[1];
  if (testSecret) secrets.push({ name: 'the API tests’ AUTH_SECRET', value: testSecret });
  return secrets.filter((secret) => secret.value.length >= MIN_SECRET_LENGTH);
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** The file's text as a browser would receive it (compressed copies unpacked). */
function contentOf(file) {
  const bytes = readFileSync(file);
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('latin1');
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('latin1');
  return bytes.toString('latin1');
}

if (!existsSync(folder)) {
  console.error(`No build at ${folder}: run 'npm run build' first.`);
  process.exit(1);
}

const secrets = knownSecrets();
const findings = [];
let scanned = 0;
for (const file of files(folder)) {
  scanned += 1;
  const content = contentOf(file);
  const relative = path.relative(root, file);
  for (const { name, value } of secrets)
    if (content.includes(value)) findings.push(`${relative}: ${name}`);
  for (const { name, pattern } of PATTERNS)
    if (pattern.test(content)) findings.push(`${relative}: ${name}`);
}

if (findings.length > 0) {
  console.error(
    `Secrets found in the built web app:\n${findings.map((finding) => `  ${finding}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `No secrets in ${scanned} files of ${path.relative(root, folder)} (${secrets.length} known secret values and ${PATTERNS.length} key patterns checked).`,
);
