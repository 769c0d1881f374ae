import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeEntries } from '../shared/routes';
import { routePreload } from './build/route-preload';

// Run from the repository root (`vite build --config frontend/vite.config.ts`); everything
// below resolves against this folder so the output always lands in frontend/dist.
const frontendDir = fileURLToPath(new URL('.', import.meta.url));

/** The local runtime serves the API (and the live lists' WebSocket) on port 3000; the dev server forwards /api there. */
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true } };

/**
 * The API client needs only each route's method, path and auth; baked in at build time, they
 * spare every screen the download of zod and all the schemas (see src/lib/api-client.ts).
 */
const routeAddresses = Object.fromEntries(
  routeEntries.map(([name, { method, path, auth }]) => [name, { method, path, auth }]),
);

export default defineConfig({
  root: frontendDir,
  define: { __ROUTE_ADDRESSES__: JSON.stringify(routeAddresses) },
  // The path aliases (#web/*, #shared/*) are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  publicDir: 'public',
  plugins: [react(), routePreload()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP allows no inline script but the route preloader (by hash; see build/route-preload.ts),
    // so assets stay files; that also keeps img-src honest.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Everything the entry imports statically in one chunk: a first visit loads a few files
      // instead of twenty small ones, each a round trip on a slow phone connection.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      // Chakra's theme module builds its full default config at load time with these identity
      // helpers; declared pure, the recipes this app does not use are dropped from the bundle.
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
        ],
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
