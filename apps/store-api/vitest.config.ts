import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'store-api',
    environment: 'node',
    // Spies (console.error in log tests) end with their test instead of leaking into the next.
    restoreMocks: true,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
