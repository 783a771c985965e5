// Unit and component tests of the storefront. Component tests opt into happy-dom per file
// (`// @vitest-environment happy-dom`), so pure modules run in plain Node.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'merchant/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'node',
    // Spies (console.error/warn in component tests) end with their test instead of leaking into the next.
    restoreMocks: true,
    // Code outside React translates synchronously: the catalogues are loaded first, as on the server.
    setupFiles: ['test/setup.ts'],
  },
});
