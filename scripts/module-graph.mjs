// `node scripts/module-graph.mjs [--json] [modules folder]`: prints which API modules import
// which (apps/api/src/modules by default), one line per module, then the number of arrows and the
// pairs that import each other, so the direction the modules depend in can be watched. With
// --json it prints { arrows, mutual } for apps/api/test/module-graph.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const folder = args.find((arg) => arg !== '--json');
const modulesDir = path.resolve(folder ?? path.join(root, 'apps/api/src/modules'));

/** Every .ts file under `dir`. */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

const modules = readdirSync(modulesDir).filter((name) =>
  statSync(path.join(modulesDir, name)).isDirectory(),
);
const arrows = new Map(modules.map((name) => [name, new Set()]));
for (const from of modules) {
  for (const file of sourceFiles(path.join(modulesDir, from))) {
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/from\s+'([^']+)'/g)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
      const to = target.split(path.sep)[0];
      if (to !== from && arrows.has(to)) arrows.get(from).add(to);
    }
  }
}

let count = 0;
for (const targets of arrows.values()) count += targets.size;
const mutual = [];
for (const [from, targets] of arrows)
  for (const to of targets)
    if (from < to && arrows.get(to).has(from)) mutual.push(`${from} <-> ${to}`);

if (json) {
  console.log(JSON.stringify({ arrows: count, mutual }));
} else {
  for (const [from, targets] of arrows)
    if (targets.size > 0) console.log(`${from} -> ${[...targets].sort().join(' ')}`);
  console.log(`\n${count} arrows, ${mutual.length} mutual pairs`);
  for (const pair of mutual) console.log(`  ${pair}`);
}
