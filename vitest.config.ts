// Unit and contract tests of every workspace; end-to-end tests have their own config (e2e/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/cache-store', 'apps/store-api', 'apps/storefront'],
  },
});
