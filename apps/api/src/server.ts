import { EnvError, isEmbedded, parseEnv, publicUrl } from './config/env.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { bootApp } from './boot.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = parseEnv();
  const { app, close } = await bootApp(env);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const mode = isEmbedded(env) ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`Sustho is running at ${publicUrl(env)} (${mode})`);
  console.log(
    `\n  Sustho is running at ${publicUrl(env)}\n  API docs: ${publicUrl(env)}/api/docs\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
