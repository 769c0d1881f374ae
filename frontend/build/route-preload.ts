import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { earlyRefreshScript } from '../../shared/early-refresh-script';
import { languageChunksElementId, languagePreloadScript } from '../../shared/language-preload-script';
import { routeChunksElementId, routePreloadScript } from '../../shared/route-preload-script';
import { paths } from '../src/config/paths';

/**
 * Without help, a first visit downloads and runs the entry bundle, and only then does the router
 * discover the route's lazy chunk (and, one round trip later, that chunk's imports). This plugin
 * lists, per route path, the chunk files a visit needs beyond the entry, and injects them with
 * a small fixed inline script (shared/route-preload-script.ts) that preloads the current route's
 * files in parallel with the entry. Likewise each language's chunks (its catalogue, date-fns's
 * locale): every text on screen waits for the reader's catalogue, which the app asks for only once
 * its entry ran, so another fixed script (shared/language-preload-script.ts) preloads the reader's.
 */

const routerFile = new URL('../src/app/router.tsx', import.meta.url);

/** `{ path: paths.recipe.path, lazy: () => import('./routes/app/recipe') }` → [pattern, module]. */
const lazyRoutes = (): [string, string][] => {
  const source = readFileSync(routerFile, 'utf8');
  const lazyCount = source.match(/\blazy:/g)?.length ?? 0;
  const found = [
    ...source.matchAll(/path: paths\.(\w+)\.path,[^}]*?\blazy: \(\) => import\('\.\/([^']+)'\)/g),
  ].map(([, name, module]): [string, string] => {
    const route = paths[name as keyof typeof paths];
    if (!route) throw new Error(`route-preload: router.tsx uses unknown paths.${name}`);
    return [route.path, `/src/app/${module}`];
  });
  // The catch-all route has no path to match up front; every other lazy route must be found,
  // or a changed router.tsx would silently lose its preloading.
  const wildcard = source.includes("path: '*', lazy:") ? 1 : 0;
  if (found.length + wildcard !== lazyCount) {
    throw new Error(
      `route-preload: found ${found.length} of ${lazyCount - wildcard} lazy routes in router.tsx`,
    );
  }
  return found;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/recipes/:id` → `^/recipes/[^/]+/?$` (the same paths React Router matches). */
export const pathPattern = (path: string) =>
  `^${path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/')}/?$`;

/** A language's own chunks: its catalogue (`virtual:messages/de`) and date-fns's locale (`date-fns/locale/de`). */
const languageOfChunk = (chunk: Rolldown.OutputChunk): string | undefined =>
  /^\0virtual:messages\/([\w-]+)$/.exec(chunk.facadeModuleId ?? '')?.[1] ??
  /[\\/]date-fns[\\/]locale[\\/]([\w-]+)\.js$/.exec(chunk.facadeModuleId ?? '')?.[1];

const staticClosure = (bundle: Rolldown.OutputBundle, roots: string[]) => {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const next of chunk.imports) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
};

export const routePreload = (): Plugin => {
  let base = '/';
  const inlineScripts = [earlyRefreshScript, routePreloadScript, languagePreloadScript];
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        // The entry and what it imports statically are in the page already (Vite's own tags).
        const initial = staticClosure(
          bundle,
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const routes = lazyRoutes().map(([path, module]) => {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(module),
          );
          if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
          const files = [...staticClosure(bundle, [chunk.fileName])].filter((file) => !initial.has(file));
          return [pathPattern(path), files.map((file) => `${base}${file}`)];
        });
        // Each language's chunks and what they import beyond the entry (date-fns's shared helpers).
        const languages: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const language = languageOfChunk(chunk);
          if (!language) continue;
          const files = [...staticClosure(bundle, [chunk.fileName])].filter((file) => !initial.has(file));
          languages[language] = [...(languages[language] ?? []), ...files.map((file) => `${base}${file}`)];
        }
        if (!languages.en) throw new Error('route-preload: no chunk for the English catalogue');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: routeChunksElementId },
            children: JSON.stringify(routes),
            injectTo: 'head',
          },
          { tag: 'script', children: routePreloadScript, injectTo: 'head' },
          {
            tag: 'script',
            attrs: { type: 'application/json', id: languageChunksElementId },
            children: JSON.stringify(languages),
            injectTo: 'head',
          },
          { tag: 'script', children: languagePreloadScript, injectTo: 'head' },
          // The session's refresh first of all: its round trip then overlaps every download after it.
          { tag: 'script', children: earlyRefreshScript, injectTo: 'head-prepend' },
        ];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The CSP allows the scripts by the hashes of their exact texts: fail the build, not the page.
        const html = bundle['index.html'];
        for (const script of inlineScripts) {
          if (html?.type !== 'asset' || !String(html.source).includes(`<script>${script}</script>`)) {
            throw new Error('route-preload: index.html lacks an exact inline script the CSP allows');
          }
        }
      },
    },
  };
};
