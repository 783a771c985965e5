import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const reactShim = fileURLToPath(new URL('./app/lib/preact/react.ts', import.meta.url));

/**
 * The browser build runs on Preact (preact/compat) instead of React DOM: the server still renders with
 * React, the browser hydrates that HTML with Preact. See docs/adr/0023-preact-in-the-browser.md.
 * Only `vite build` for the client environment; dev (React Fast Refresh) and the server keep React.
 */
function preactInTheBrowser(): Plugin {
  const targets: Record<string, string> = {
    react: reactShim,
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  return {
    name: 'aisle:preact-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment: (name) => (name === 'client' ? { define: { 'import.meta.env.AISLE_PREACT': 'true' } } : undefined),
    async resolveId(source, importer, options) {
      const target = targets[source];
      if (target === undefined || importer === reactShim) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

// `AISLE_BROWSER_RENDERER=react npm run build` builds the browser code on React DOM instead, to compare.
const browserOnReact = process.env.AISLE_BROWSER_RENDERER === 'react';

export default defineConfig({
  plugins: [...(browserOnReact ? [] : [preactInTheBrowser()]), tailwindcss(), reactRouter()],
});
