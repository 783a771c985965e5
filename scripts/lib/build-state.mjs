// Decides whether the storefront build is older than its sources.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// merchant/: the merchant's code is part of the build; public/: copied into it (a new logo.svg).
const SOURCE_ENTRIES = ['app', 'merchant', 'public', 'react-router.config.ts', 'vite.config.ts', 'package.json'];
/** Workspace packages the build bundles (relative to the app). */
const PACKAGE_SOURCES = ['../../packages/cache-store/src', '../../packages/login-lanes/src'];

function newestMtime(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isBuildStale(appDir) {
  const built = newestMtime(join(appDir, 'build', 'server', 'index.js'));
  const sources = Math.max(...[...SOURCE_ENTRIES, ...PACKAGE_SOURCES].map((entry) => newestMtime(join(appDir, entry))));
  return sources > built;
}
