#!/usr/bin/env node
// `npm run engine -- <command>`: the engine's operator CLI (maintenance mode …) on Node 24.
import { join } from 'node:path';
import { ensureDependencies, ensureNodeRuntime, ROOT, run } from './lib/node-runtime.mjs';

await ensureNodeRuntime();
ensureDependencies();
run(process.execPath, [join(ROOT, 'apps', 'store-api', 'src', 'cli.ts'), ...process.argv.slice(2)]);
