#!/usr/bin/env node
// `node scripts/run-ts.mjs <file.ts> [args…]`: runs a TypeScript entry point (screenshots, compat
// harness) on Node 24, which strips types natively, after installing what is missing.
// Only Node built-ins: this runs on the machine's Node before anything is installed.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureNodeRuntime } from './lib/node-runtime.mjs';

await ensureNodeRuntime();
ensureDependencies();

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args…]');
  process.exit(2);
}
const child = spawn(process.execPath, [file, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
