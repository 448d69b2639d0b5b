import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 60_000;

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Ends the process with SIGTERM, as a deployment stops it; answers its exit code. */
  stop(): Promise<number | null>;
  /** Ends the process at once with SIGKILL, as a crash or the out-of-memory killer would. */
  kill(): Promise<void>;
}

/**
 * Runs a TypeScript server script of this package as a separate process on 127.0.0.1 (the port
 * comes in PORT) and waits until `readyPath` answers 2xx. `nodeArgs` go to node itself (a
 * benchmark's --cpu-prof, which NODE_OPTIONS does not take).
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: API_DIR,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };

  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return { url, pid: child.pid!, stop, kill };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${script} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/**
 * Starts the real API server (src/server.ts) as a separate process and waits for /api/health.
 * `env` is its configuration (DATABASE_URL, AUTH_SECRET, ...) on top of this process's environment.
 */
export function startApiProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  return startServerProcess(
    'src/server.ts',
    { NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1', ...env },
    '/api/health',
    nodeArgs,
  );
}
