import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routeChunksElementId, routePreloadScript } from '#shared/route-preload-script';
import { contentSecurityPolicy } from '#shared/web-security-headers';
import { pathPattern } from '../../../frontend/build/route-preload';
import { preloadDocument } from './preload-document';

/** Runs the inline script against a minimal document at `pathname`; returns the links it added. */
const preloadsFor = (pathname: string, routes: [string, string[]][]) => {
  const { document, added } = preloadDocument(routeChunksElementId, routes);
  new Function('document', 'location', routePreloadScript)(document, { pathname });
  return added;
};

describe('route preload script', () => {
  const routes: [string, string[]][] = [
    [pathPattern('/recipes'), ['/assets/recipes.js', '/assets/grid.js']],
    [pathPattern('/recipes/:id'), ['/assets/recipe.js']],
  ];

  it('preloads the chunks of the route the address matches, and only those', () => {
    expect(preloadsFor('/recipes', routes)).toEqual([
      { rel: 'modulepreload', href: '/assets/recipes.js' },
      { rel: 'modulepreload', href: '/assets/grid.js' },
    ]);
    expect(preloadsFor('/recipes/abc-123/', routes)).toEqual([
      { rel: 'modulepreload', href: '/assets/recipe.js' },
    ]);
  });

  it('preloads nothing for an address no route matches', () => {
    expect(preloadsFor('/recipes/abc/edit', routes)).toEqual([]);
    expect(preloadsFor('/unknown', routes)).toEqual([]);
  });

  it('is allowed by the CSP through the hash of its exact text', () => {
    const hash = createHash('sha256').update(routePreloadScript).digest('base64');
    expect(contentSecurityPolicy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
