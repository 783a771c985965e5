import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cache-store',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
