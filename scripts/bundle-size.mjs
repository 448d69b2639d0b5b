// `npm run bundle-size`: the gzipped JavaScript the landing page loads before it is interactive,
// that is the entry chunk and everything it imports statically, plus React DOM, which the entry
// always imports as a chunk of its own (main.tsx), read from Vite's manifest of the last build.
// The pages' lazy chunks load later and do not count. Exits 1 when it is over the 150 kB budget (docs/decisions/001).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run 'npm run build' first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk and its static imports, each once. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const reactDomKey = manifest[entryKey].dynamicImports?.find((key) =>
  key.includes('node_modules/react-dom/'),
);
if (!reactDomKey) {
  console.error('The entry no longer imports React DOM as a chunk of its own: update this script.');
  process.exit(1);
}
const closure = staticClosure(reactDomKey, staticClosure(entryKey));
const chunks = [...closure].map((key) => {
  const file = manifest[key].file;
  return { file, gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length };
});
const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

for (const chunk of chunks.sort((a, b) => b.gzipBytes - a.gzipBytes))
  console.log(`  ${kB(chunk.gzipBytes).padStart(9)}  ${chunk.file}`);
console.log(
  `JavaScript before interactive on /: ${kB(total)} gzipped (budget ${kB(BUDGET_BYTES)})`,
);
if (total > BUDGET_BYTES) {
  console.error(
    `Over the budget by ${kB(total - BUDGET_BYTES)}: lazy-load what the first screen does not need.`,
  );
  process.exit(1);
}
