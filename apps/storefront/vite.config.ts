import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { FEATURE_SURFACE, sharedCodeGroups } from './build-chunks.ts';

/**
 * React, React DOM and React Router (with the small packages they bring) form one chunk of their own in
 * the browser build: it changes only with their versions, so a returning shopper keeps it cached across
 * deploys, and `bench/client-js.ts` tells it apart from Aisle's own code (ADR 0025).
 */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

// React in the browser as on the server, the dev server and the unit tests (ADR 0025).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // A feature's index.ts only re-exports (ADR 0047): a page that imports one name of it must not
          // load the other modules it names, which would run for their top-level calls (memo, lazy).
          treeshake: { moduleSideEffects: (id) => (FEATURE_SURFACE.test(id) ? false : undefined) },
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-runtime', test: REACT_RUNTIME, priority: 10 },
                // Aisle's code (and libraries) several routes share: one chunk per area of the shop (build-chunks.ts).
                ...sharedCodeGroups(),
              ],
            },
          },
        },
      },
    },
  },
});
