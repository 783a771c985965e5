import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'login-lanes',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
