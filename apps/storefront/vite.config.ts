import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * React, React DOM and React Router (with the small packages they bring) form one chunk of their own in
 * the browser build: it changes only with their versions, so a returning shopper keeps it cached across
 * deploys, and `bench/client-js.ts` tells it apart from Aisle's own code (ADR 0025).
 */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * Aisle's code that several route modules share goes into a few `shop` chunks, grouped by the routes
 * that use it; groups under ~120 kB (before minification) join their nearest neighbour. Left to
 * itself Rolldown made one chunk per shared module and a first visit preloaded 44 files; now the
 * page types load 10 each, which on a phone's slow link is most of the difference between a first
 * paint at 3 s and under 2 s (ADR 0040).
 */
const SHOP_CODE = /[\\/]app[\\/]|[\\/]node_modules[\\/]/;
/** Each locale's messages stay a chunk of their own (a page loads its locale's only), even when another catalogue imports them as its fallback. */
const CATALOGUES = /[\\/]app[\\/]i18n[\\/]catalogues[\\/]/;

// React in the browser as on the server, the dev server and the unit tests (ADR 0025).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-runtime', test: REACT_RUNTIME, priority: 2 },
                {
                  name: 'shop',
                  test: (id: string) => SHOP_CODE.test(id) && !CATALOGUES.test(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 120_000,
                  priority: 1,
                },
              ],
            },
            // A shared group's chunk is named after every route that uses it; its file is `shop-<hash>.js`.
            chunkFileNames: (chunk) => (/^shop(~|$)/.test(chunk.name) ? 'assets/shop-[hash].js' : 'assets/[name]-[hash].js'),
          },
        },
      },
    },
  },
});
