#!/usr/bin/env node
// `node scripts/on-node24.mjs '<command>' [args…]`: runs an npm script's command (eslint, vitest, tsc,
// react-router …) on Node 24, so every script a merchant runs works on the machine's older Node too,
// as `npm start` and `npm test` do: their tools load TypeScript configuration (eslint.config.js imports
// feature-layers.ts), which only Node 24 runs as it is. Only Node built-ins: this runs on that older Node.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureNodeRuntime, ROOT } from './lib/node-runtime.mjs';

await ensureNodeRuntime();
ensureDependencies();

// The script's command as npm wrote it, then what the caller added after `--`, each quoted for the shell.
const [script, ...extra] = process.argv.slice(2);
const quote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;
const command = [script, ...extra.map(quote)].join(' ');
if (!script) {
  console.error("usage: node scripts/on-node24.mjs '<command>' [args…]");
  process.exit(2);
}
// Through the shell, as npm runs a script: `a && b` and the workspace's node_modules/.bin on PATH.
const child = spawn(command, { stdio: 'inherit', shell: true, cwd: process.cwd(), env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? ROOT } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
