import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';

/** Where the local host keeps its VAPID keys, under DATA_DIR. */
export const VAPID_KEYS_FILE = 'vapid.json';

/**
 * The local host's VAPID keys, made once into the data folder and read from there after: a browser's
 * push subscription belongs to the public key it was made with, so the keys outlive restarts, as the
 * SSM parameters do in AWS (docs/decisions.md, Web Push). Only the owner may read the file.
 */
export function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, VAPID_KEYS_FILE);
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600 });
  return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
}
