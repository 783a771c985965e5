import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildStale } from '../../../scripts/lib/build-state.mjs';

/** A storefront folder with a build and one source file, `source` seconds younger (or older) than the build. */
function appWith(source: string, offsetSeconds: number): string {
  const app = mkdtempSync(join(tmpdir(), 'aisle-build-state-'));
  const built = new Date('2026-12-01T12:00:00Z');
  for (const [file, time] of [
    ['build/server/index.js', built],
    ['app/root.tsx', new Date(built.getTime() - 60_000)],
    [source, new Date(built.getTime() + offsetSeconds * 1000)],
  ] as const) {
    const path = join(app, file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, '');
    utimesSync(path, time, time);
    // The folder's own time follows its newest entry, as an edit in place would leave it.
    utimesSync(join(path, '..'), time, time);
  }
  return app;
}

describe('npm start’s stale-build check', () => {
  it('rebuilds when the merchant’s folder or public/ changed after the build', () => {
    expect(isBuildStale(appWith('merchant/routes.ts', 60))).toBe(true);
    expect(isBuildStale(appWith('public/logo.svg', 60))).toBe(true);
    expect(isBuildStale(appWith('merchant/routes.ts', -60))).toBe(false);
  });
});
