// Makes sure the project runs on Node >= 24 (see docs/adr/0002-node-bootstrap.md).
// Only Node built-ins here: this file must run on the machine's older Node before
// anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_NODE_MAJOR = 24;
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TOOLS_DIR = join(ROOT, '.tools', `node${REQUIRED_NODE_MAJOR}`);
const NODE_BIN_DIR = join(TOOLS_DIR, 'node_modules', 'node', 'bin');

function nodeMajor(version = process.versions.node) {
  return Number.parseInt(version.split('.')[0] ?? '0', 10);
}

/** Installs node@24 from the npm registry into .tools/ (once) and returns its bin folder. */
function installNode() {
  if (existsSync(join(NODE_BIN_DIR, 'node'))) return NODE_BIN_DIR;
  console.log(`[aisle] Node ${process.versions.node} is older than ${REQUIRED_NODE_MAJOR}; installing node@${REQUIRED_NODE_MAJOR} into .tools/ …`);
  mkdirSync(TOOLS_DIR, { recursive: true });
  // A package.json of its own keeps npm from treating the repo root as the project.
  writeFileSync(join(TOOLS_DIR, 'package.json'), JSON.stringify({ name: 'aisle-node-runtime', private: true }));
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `node@${REQUIRED_NODE_MAJOR}`], {
    cwd: TOOLS_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(join(NODE_BIN_DIR, 'node'))) {
    console.error('[aisle] Could not install node@24 from the npm registry.');
    process.exit(1);
  }
  return NODE_BIN_DIR;
}

/**
 * Re-runs the current script with Node 24 when the running Node is older.
 * Returns only when the running Node is new enough. The re-run is an asynchronous child so that
 * SIGINT/SIGTERM sent to this process (e.g. by `npm` when it is stopped) reach it: with a blocking
 * spawnSync this process died on the signal and left the Node 24 process and its servers orphaned.
 */
export async function ensureNodeRuntime() {
  if (nodeMajor() >= REQUIRED_NODE_MAJOR) return;
  const binDir = installNode();
  const env = { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}` };
  const child = spawn(join(binDir, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  onOrphaned(() => child.kill('SIGTERM'));
  const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 128 : 1))));
  process.exit(code);
}

/**
 * Calls `stop` once this process's parent has gone. `npm start` stopped with SIGTERM passes the
 * signal to its shell only; the shell dies and leaves this process running, re-parented.
 */
export function onOrphaned(stop) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, 500);
  timer.unref();
}

/** Runs a command in the repo root, inheriting output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`[aisle] ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** Installs the workspace dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && existsSync(lock)) {
    const { mtimeMs: installed } = statSyncSafe(marker);
    const { mtimeMs: locked } = statSyncSafe(lock);
    if (installed >= locked) return;
  }
  console.log('[aisle] Installing dependencies …');
  run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

function statSyncSafe(path) {
  try {
    return statSync(path);
  } catch {
    return { mtimeMs: 0 };
  }
}
