// Unit and contract tests of every workspace; end-to-end tests have their own config (e2e/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one worker on a 2-core CI machine. The
    // engine's tests spend much of their time waiting on a database, timers and sockets, so three workers keep
    // both cores busy (the unit run took 384 s with one worker, 232 s with three).
    maxWorkers: 3,
    projects: ['packages/cache-store', 'packages/login-lanes', 'apps/store-api', 'apps/storefront', 'bench'],
  },
});
