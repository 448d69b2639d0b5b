// `npm start`: builds the web app for production unless a production build is there, then runs
// the API server, which applies migrations, seeds an empty database and serves the app and the
// API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Each build names its mode in build-mode.txt (apps/web/vite-plugins/build-mode.ts). A build that
// is missing, or was made with NODE_ENV=development (React's development build), is made again.
const builds = ['apps/web/dist', 'apps/web/dist-server'];
const isProductionBuild = (dir) => {
  const marker = path.join(root, dir, 'build-mode.txt');
  return existsSync(marker) && readFileSync(marker, 'utf8').trim() === 'production';
};
if (!builds.every(isProductionBuild)) {
  console.log('Building the web app for production...');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
