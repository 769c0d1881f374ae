import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeEntries, routes } from '../shared/routes';
import { messagesPlugin } from './build/messages-plugin';
import { routePreload } from './build/route-preload';
import { screenChunks } from './build/screen-chunks';
import { apiReadsCacheName, offlineCopyHeader } from './src/lib/offline/cache-names';

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

/** A route's path as a pattern on a request's address: `/api/x/{id}` → `/api/x/[^/?#]+$`. */
const routeAddressPattern = (name: keyof typeof routes) =>
  new RegExp(`${routes[name].path.replace(/\{\w+\}/g, '[^/?#]+')}$`);

/**
 * The API reads the service worker keeps, the last answer of each, so the shopping list and the
 * pantry open offline: the lists, the pantries and their "Always have" names, and the user's groups (the header's "Viewing as" menu). Nothing else: no
 * session routes, no token ever reaches this cache. Logout deletes it (lib/auth/session.ts).
 */
const cachedApiReads = (
  [
    'userShoppingList',
    'groupShoppingList',
    'userPantry',
    'groupPantry',
    'userAlwaysHave',
    'groupAlwaysHave',
    'userGroups',
  ] as const
).map(routeAddressPattern);

/**
 * Marks an answer given from the cache, which NetworkFirst does only when the network failed or
 * stalled, with `offlineCopyHeader`: the page then knows it is offline (lib/offline/online-status.ts).
 * Workbox writes this function's source into the service worker, so it names the header by value.
 */
const markOfflineCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-offline-copy', '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
if (!markOfflineCopy.cachedResponseWillBeUsed.toString().includes(offlineCopyHeader))
  throw new Error(`markOfflineCopy must set ${offlineCopyHeader}`);

/**
 * The installable app (issue 16): the one manifest stays public/manifest.webmanifest (linked from
 * index.html; its share target included). The service worker precaches the shell and every chunk,
 * lazy ones too, so every screen and dialog opens offline; navigations offline get index.html.
 * It is registered by the app itself, once the first screen has loaded
 * (src/lib/offline/register-service-worker.ts).
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//],
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: cachedApiReads.map((urlPattern) => ({
      urlPattern,
      method: 'GET' as const,
      // The network first, always; its last good answer only when the network fails or stalls.
      handler: 'NetworkFirst' as const,
      options: {
        cacheName: apiReadsCacheName,
        networkTimeoutSeconds: 6,
        cacheableResponse: { statuses: [200] },
        // Matched by address alone: an offline start sends no Authorization header yet.
        matchOptions: { ignoreVary: true },
        plugins: [markOfflineCopy],
      },
    })),
  },
});

const screens = screenChunks();

export default defineConfig({
  root: frontendDir,
  define: { __ROUTE_ADDRESSES__: JSON.stringify(routeAddresses) },
  // The path aliases (#web/*, #shared/*) are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  publicDir: 'public',
  plugins: [react(), messagesPlugin(), routePreload(), screens.plugin, pwa],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP allows no inline script but the route preloader (by hash; see build/route-preload.ts),
    // so assets stay files; that also keeps img-src honest.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Everything the entry imports statically in one chunk, and what the first screens share in
      // another (build/screen-chunks.ts): a first visit loads a few files instead of twenty small
      // ones, each a round trip on a slow phone connection.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, screens.group] } },
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
