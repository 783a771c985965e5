// `node src/main.ts`: starts the embedded Store API (see README for the environment variables).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ConfigError, readConfig, type EngineConfig } from './config.ts';
import { createEngine } from './engine.ts';
import { FolderLockedError } from './db/folder-lock.ts';
import { DEMO_ACCESS_KEY } from './seed/demo-constants.ts';

/** The CLI finds the admin token in the data folder when none is given in the environment. */
function adminToken(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('hex');
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

function configOrExit(): EngineConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const base = configOrExit();
const config = { ...base, adminToken: adminToken(base.dataDir, base.adminToken) };
const started = performance.now();
const engine = await createEngine(config, { onProgress: (message) => console.log(message) }).catch((error: unknown) => {
  // A second engine on the same PGlite folder: one clear line, no stack trace.
  if (!(error instanceof FolderLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const address = await engine.app.listen({ port: config.port, host: config.host });
const port = new URL(address).port;
console.log(
  `Store API listening on http://${config.host}:${port}/store-api (access key ${DEMO_ACCESS_KEY}, ready in ${Math.round(performance.now() - started)} ms)`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await engine.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
