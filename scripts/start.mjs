#!/usr/bin/env node
// `npm start`: installs what is missing, builds, seeds (on first run) and serves the demo shop.
// Only Node built-ins: this runs on the machine's Node before anything is installed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, ensureNodeRuntime, ROOT, run } from './lib/node-runtime.mjs';
import { isBuildStale } from './lib/build-state.mjs';
import { startProcess } from './lib/processes.mjs';

ensureNodeRuntime();
ensureDependencies();

const storefrontDir = join(ROOT, 'apps', 'storefront');
if (!existsSync(join(storefrontDir, 'build', 'server', 'index.js')) || isBuildStale(storefrontDir)) {
  console.log('[aisle] Building the storefront …');
  run('npm', ['run', 'build', '-w', '@aisle/storefront']);
}

const storeApiPort = process.env.STORE_API_PORT ?? '8000';
const storefrontPort = process.env.STOREFRONT_PORT ?? '3000';
const useRealShopware = Boolean(process.env.SHOPWARE_ENDPOINT);
const children = [];

async function main() {
  let endpoint = process.env.SHOPWARE_ENDPOINT;
  if (!useRealShopware) {
    console.log('[aisle] Starting the embedded Store API (first run creates and seeds the demo database) …');
    const engine = await startProcess({
      name: 'store-api',
      command: process.execPath,
      args: [join(ROOT, 'apps', 'store-api', 'src', 'main.ts')],
      env: { STORE_API_PORT: storeApiPort, STOREFRONT_URL: `http://localhost:${storefrontPort}` },
      readyPattern: /Store API listening on (\S+)/,
    });
    children.push(engine.child);
    endpoint = engine.match[1];
  }
  const storefront = await startProcess({
    name: 'storefront',
    command: process.execPath,
    args: [join(storefrontDir, 'server.ts')],
    env: { STOREFRONT_PORT: storefrontPort, SHOPWARE_ENDPOINT: endpoint },
    readyPattern: /Storefront listening on (\S+)/,
  });
  children.push(storefront.child);

  console.log('');
  console.log(`  Storefront:  ${storefront.match[1]}`);
  console.log(`  Store API:   ${endpoint}${useRealShopware ? ' (real Shopware)' : ''}`);
  if (!useRealShopware) console.log('  Access key:  SWSCAISLEDEMOSTOREKEY00001');
  console.log('');
  console.log('  Press Ctrl+C to stop.');
}

function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

main().catch((error) => {
  console.error(`[aisle] ${error.message}`);
  stopAll(1);
});
