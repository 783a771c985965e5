import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { FEATURE_SURFACE, sharedCodeGroups } from './build-chunks.ts';

/**
 * React, React DOM and React Router (with the small packages they bring) form one chunk of their own in
 * the browser build: it changes only with their versions, so a returning shopper keeps it cached across
 * deploys, and `bench/client-js.ts` tells it apart from Aisle's own code (ADR 0025).
 */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * The browser's scripts and stylesheets also as `.br` (brotli at its highest quality, about 14 % below gzip) and
 * `.gz` files beside them, which server.ts serves as they are to browsers that accept them: fewer bytes before
 * the first paint on a slow phone connection, no compression work per request. Only the client environment's
 * output: vite-plugin-compression2 hooks into every environment's build and cannot be limited to one (ADR 0060).
 */
function precompressedAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'aisle:precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // The files as written: Vite's own last touches (its preload helper) come after generateBundle.
    async writeBundle(options, bundle) {
      const directory = options.dir ?? '';
      const names = Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const source = await readFile(join(directory, name));
          if (source.byteLength < 1024) return;
          const quality = { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.byteLength };
          const [br, gz] = await Promise.all([brotli(source, { params: quality }), gzipped(source, { level: 9 })]);
          await Promise.all([writeFile(join(directory, `${name}.br`), br), writeFile(join(directory, `${name}.gz`), gz)]);
        }),
      );
    },
  };
}

// React in the browser as on the server, the dev server and the unit tests (ADR 0025).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressedAssets()],
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
