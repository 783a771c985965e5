import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'store-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
