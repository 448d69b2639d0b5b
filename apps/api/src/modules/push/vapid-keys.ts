import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { isEmbedded, type Env } from '../../config/env.js';

interface VapidKeys {
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
}

/**
 * The VAPID keys push goes out with: the environment's, or in embedded mode the pair generated
 * into the data folder on first start and reused afterwards (browsers' subscriptions are tied to
 * the public key, so a new pair would silence every device). Server mode without keys has none.
 */
export function vapidKeysFor(env: Env): Partial<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY };
  return isEmbedded(env) ? loadOrCreateVapidKeys(env.DATA_DIR) : {};
}

function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.VAPID_PUBLIC_KEY && stored.VAPID_PRIVATE_KEY)
      return {
        VAPID_PUBLIC_KEY: stored.VAPID_PUBLIC_KEY,
        VAPID_PRIVATE_KEY: stored.VAPID_PRIVATE_KEY,
      };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  const keys = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
