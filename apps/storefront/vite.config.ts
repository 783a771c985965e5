import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// React in the browser as on the server, the dev server and the unit tests (ADR 0025).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
});
